import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import Papa from "papaparse";

/**
 * CSV lines as the downloads write them: quoted where needed, and a cell starting with = + - @
 * (or a tab or return) escaped so a spreadsheet never runs it as a formula.
 */
export const csvLines = (rows: readonly (readonly unknown[])[]) =>
  `${Papa.unparse(
    rows.map((row) => [...row]),
    { escapeFormulae: true },
  )}\r\n`;

export const csvLine = (row: readonly unknown[]) => csvLines([row]);

/**
 * Sends lines as a CSV attachment, streamed as they are produced, so a long export neither waits
 * for its last row nor holds the whole file in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  lines: AsyncIterable<string> | Iterable<string>,
) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines));
}
