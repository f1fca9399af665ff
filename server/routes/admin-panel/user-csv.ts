import type { FastifyReply } from "fastify";
import { csvLine, sendCsv } from "../../http/csv.js";
import type { UserCsvPages, UserCsvRow } from "../../services/users/csv.js";

const HEADER = [
  "ID",
  "Name",
  "Email",
  "Role",
  "Company",
  "Production margin",
  "Stores owned",
  "Verified",
  "Deactivated",
  "Created",
];

function cells(u: UserCsvRow): unknown[] {
  return [
    u.id,
    u.name,
    u.email,
    u.role_id === 1 ? "admin" : (u.main_company_role ?? "user"),
    u.company ?? "",
    u.production_margin,
    Number(u.stores ?? 0),
    u.email_verified_at ?? "",
    u.deactivated_at ?? "",
    u.created_at,
  ];
}

/**
 * The CSV, page after page: `nextPage(after)` answers the rows following the last one sent
 * (undefined before the first page), in the file's order.
 */
async function* userCsv(nextPage: UserCsvPages): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let after: UserCsvRow | undefined;
  for (;;) {
    const page = await nextPage(after);
    if (page.length === 0) return;
    for (const row of page) yield csvLine(cells(row));
    after = page[page.length - 1];
  }
}

/** Streams the users as a CSV attachment named `fileName`, one page of `nextPage` at a time. */
export function sendUserCsv(reply: FastifyReply, fileName: string, nextPage: UserCsvPages) {
  return sendCsv(reply, fileName, userCsv(nextPage));
}
