import type { Expression, Kysely, SqlBool } from "kysely";
import type { z } from "zod";
import type { StoreAccess } from "../../../domain/permissions.js";
import type { Action, Right } from "../../../domain/resource-rights.js";
import type { PlanFeature } from "../../../domain/plans.js";
import type { AppContext } from "../../context.js";
import type { User, Website } from "../../db/schema.js";
import type { LooseDb, LooseQuery, Row } from "../../db/loose.js";

// BREAD works on tables and columns named by the model registry, never by the request, so it
// goes through an untyped view of the database; every name it uses comes from a whitelist below.
export { loose, type LooseDb, type LooseQuery, type Row } from "../../db/loose.js";

export type { Action, Right } from "../../../domain/resource-rights.js";

export type FilterKind = "int" | "text" | "flag" | "date";

export interface WriteContext {
  ctx: AppContext;
  user: User;
  /** Set for store-scoped models: the store the record belongs to and the caller's rights there. */
  websiteId: number | null;
  access: StoreAccess | null;
  /** The current record on update. */
  existing: Row | null;
}

/** A write in a store the caller holds the right in. */
export interface StoreWrite extends WriteContext {
  websiteId: number;
  access: StoreAccess;
  /** The store's row (its plan and limits). */
  website: Website;
}

/** A write on an existing record: its id and the row as BREAD read it. */
export interface RecordWrite extends StoreWrite {
  id: number;
  existing: Row;
  /**
   * The version the save read (If-Match or the body's `version`): the service checks it in its
   * write (bumpVersion); null or absent: no check, last save wins.
   */
  version?: number | null;
}

/** A write on a record of no store (a "platform" or "own" model): who writes, and the row on update. */
export interface AccountWrite {
  ctx: AppContext;
  user: User;
  /** The caller's access as BREAD checked it: a platform admin's, or none. */
  isAdmin: boolean;
}

export interface AccountRecordWrite extends AccountWrite {
  id: number;
  existing: Row;
  /** The version the save read, as on RecordWrite: the service checks it in its write. */
  version?: number | null;
}

/**
 * Whose rows a model holds:
 * - "store": rows carry `website_id`; every action needs the model's right in that store;
 * - "self": the rows are the stores themselves;
 * - "platform": rows of no store (the supplier catalogue, user accounts); rights are
 *   "platform_admin" or "signed_in";
 * - "own": rows carry `user_id`, and each caller sees and changes only their own.
 */
export type BreadScope = "store" | "self" | "platform" | "own";

export interface BreadModel {
  /** The {model} path segment, e.g. "Product". */
  name: string;
  table: string;
  scope: BreadScope;
  rights: Record<Action, Right>;
  /**
   * Plan features the record's store must include, by action (else 403 with the plan's upgrade
   * text): the same plan rule the entity's own routes declare.
   */
  plan?: Partial<Record<Action, PlanFeature>>;
  /** Selected from the base table (qualified automatically). */
  columns: readonly string[];
  /**
   * Joins and computed columns added to the rows a read returns. They must never change which
   * rows match (left joins, or inner joins on a required foreign key): a list's count runs without them.
   */
  extend?: (query: LooseQuery, db: Kysely<LooseDb>) => LooseQuery;
  /** Filter field -> kind, each a column of the base table. `q` and `id` are always allowed. */
  filters: Readonly<Record<string, FilterKind>>;
  /** Filters that are not plain columns (e.g. a product's computed status). */
  customFilters?: Readonly<Record<string, (value: unknown, query: LooseQuery) => LooseQuery>>;
  sorts: readonly string[];
  defaultSort: readonly [string, "ASC" | "DESC"];
  /** Columns `q` searches, case-insensitively. */
  search: readonly string[];
  /** Rows with this column set are hidden from lists and reads (soft delete). */
  softDelete?: string;
  /**
   * A table the database keeps exact (by triggers, in every write's transaction) with the count of
   * the live rows per store (`website_id`) and per value of `columns`, each a filter of the model:
   * a list in some or all stores whose filters name only these columns takes its total from it
   * instead of counting the rows. Any other filter still counts the rows.
   */
  keptCounts?: { table: string; columns: readonly string[]; count: string };
  /**
   * Of a "platform" model readable by everyone signed in: the filter every caller but a platform
   * admin reads under (the catalogue's active blanks only); another record answers them 404.
   */
  memberFilter?: Readonly<Record<string, number | string>>;
  /** The model's own rows among the table's: every read applies it, one record's included (another row answers 404). */
  alwaysWhere?: (query: LooseQuery) => LooseQuery;
  /**
   * Writes the entity's own service performs: the same functions its dedicated routes call, so a
   * BREAD write passes the same rules and has the same side effects. BREAD has found the record
   * and checked the model's right first. A write the service does not do is refused with 405.
   */
  service?: {
    /** Answers the new record's id. */
    create?(input: unknown, w: StoreWrite): Promise<number>;
    update?(input: unknown, w: RecordWrite): Promise<void>;
    delete?(w: RecordWrite): Promise<void>;
  };
  /**
   * The writes of a "platform" or "own" model, by the entity's own service (as `service` for
   * stores); a "self" model's create too, since a new store belongs to no store yet.
   */
  accountService?: {
    create?(input: unknown, w: AccountWrite): Promise<number>;
    update?(input: unknown, w: AccountRecordWrite): Promise<void>;
    delete?(w: AccountRecordWrite): Promise<void>;
  };
  /**
   * The bodies `service` or `accountService` writes parse (the same schemas they call), as the API
   * document shows them.
   */
  bodies?: { create?: z.ZodType; update?: z.ZodType };
  /** Records of this model are never deleted through BREAD (their own routes say how they end). */
  noDelete?: boolean;
  toDto(row: Row, ctx: AppContext): unknown;
  /**
   * A record as list, read and the writes answer it (what `toDto` returns, after `redact`): the
   * API document shows it, and a test checks the demo data's records against it.
   */
  record: z.ZodType;
  /** Leaves out of a record what the caller's rights in its store do not show (e.g. money). */
  redact?(dto: Row, access: StoreAccess): void;
}

export type WhereBuilder = (query: LooseQuery) => Expression<SqlBool>;

/**
 * A copy of a row without some columns. A plain loop: object rest/spread on driver rows costs
 * about 4 µs a row, a tenth of a list request's budget at 25 rows (bench profile).
 */
export function copyRow(row: Row, skip: ReadonlySet<string>): Row {
  const out: Row = {};
  for (const key in row) if (!skip.has(key)) out[key] = row[key];
  return out;
}

/**
 * Whether BREAD does a model's `action` in a store (by `service`, after checking the right there)
 * or as an account (by `accountService`): store records are written in their store, and so are
 * the stores themselves, except a new one, which an account creates and which is in no store yet.
 */
export const writesInStore = (model: BreadModel, action: Action): boolean =>
  model.scope === "store" || (model.scope === "self" && action !== "create");

/** Whether a service does the model's `action` through BREAD; else the write answers 405. */
export function breadWrites(model: BreadModel, action: "create" | "update" | "delete"): boolean {
  return Boolean(writesInStore(model, action) ? model.service?.[action] : model.accountService?.[action]);
}
