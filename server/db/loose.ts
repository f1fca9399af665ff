import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.js";

/**
 * An untyped view of the database, for code that works on tables and columns named by a
 * whitelist (BREAD's model registry) rather than by the schema's types.
 */
export type Row = Record<string, unknown>;
export type LooseDb = Record<string, Row>;
export type LooseQuery = SelectQueryBuilder<LooseDb, string, Row>;

/** The untyped view of a typed database or transaction (the one place the table types are given up). */
export const loose = (db: Kysely<Database>): Kysely<LooseDb> => db as unknown as Kysely<LooseDb>;
