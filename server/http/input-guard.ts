import type { FastifyInstance } from "fastify";
import { badRequest, invalid } from "../errors.js";

export const NUL_MESSAGE = "Text may not contain NUL characters.";

/** Where in a value a NUL character stands ("" for the value itself), or null when it holds none. */
export function nulPath(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? "" : null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return key.replaceAll("\u0000", "");
    const found = nulPath(inner, depth + 1);
    if (found !== null) return found === "" ? key : `${key}.${found}`;
  }
  return null;
}

/**
 * No text the API takes may hold a NUL character: PostgreSQL refuses it in every text column
 * (SQLite would keep it), and no name, slug, address or search term needs one. Checked once for
 * every route, before its own validation, so both databases answer alike: 400 in the path or
 * query string, 422 with the field in a body.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (nulPath(request.params) !== null || nulPath(request.query) !== null) throw badRequest(NUL_MESSAGE);
    const field = nulPath(request.body);
    if (field !== null) throw invalid({ [field || "_"]: NUL_MESSAGE }, NUL_MESSAGE);
  });
}
