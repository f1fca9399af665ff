import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/types.js";
import type { Database, Website } from "../db/schema.js";
import { activeWebsiteId, currentUser, memberships, requireAdmin, requireStore } from "../auth/guard.js";
import { isPlatformAdmin, storesWhere } from "../auth/access.js";
import { badRequest, forbidden, notFound } from "../errors.js";
import type { StoreAccess } from "../../domain/permissions.js";
import { holdsRight, type Right } from "../../domain/resource-rights.js";
import type { PlanFeature } from "../../domain/plans.js";
import { requirePlanFeature } from "../../domain/plans.js";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";

/** Tables whose rows belong to one store through `website_id`. */
export type StoreOwnedTable = {
  [T in keyof Database]: "website_id" extends keyof Database[T]
    ? "id" extends keyof Database[T]
      ? T
      : never
    : never;
}[keyof Database];

/**
 * Where a route finds the store it acts on: a key of the path, query or body, the active store
 * the SPA sends (`X-Website-Id`, chosen by the user, never a source of rights), or the store of
 * the record named by a path parameter (or a body or query key). A key may be dotted to read
 * inside a parsed object (`query.filter.website_id`). A list of places is tried in order.
 */
export type StorePlace =
  | `params.${string}`
  | `query.${string}`
  | `body.${string}`
  /**
   * A text field of a multipart form. The form is read by the handler, not before it, so a rule
   * naming a form field is enforced by `readUpload` the moment the form is read, before the
   * handler sees it.
   */
  | `form.${string}`
  | "active"
  | { record: StoreOwnedTable; param?: string }
  /**
   * The store of the record another row points to: the path's id names a row of `through.table`
   * whose `through.column` holds the record's id (a mockup job's draft).
   */
  | { record: StoreOwnedTable; through: { table: keyof Database; column: string }; param?: string }
  /**
   * A body key where null (an empty form field) names the platform's own records (platform admins
   * only) and a store id a store; an absent key names nothing (the next place is tried).
   */
  | { orPlatform: `body.${string}` | `form.${string}` }
  /** The store of the record whose id is in a key of the body or query instead. */
  | { record: StoreOwnedTable; at: `body.${string}` | `query.${string}` };

/**
 * A store permission: the store comes from `from`; a caller outside it gets 404, without `right`
 * 403. A list of rights means any one of them.
 */
export interface StoreRule {
  right: Right | readonly Right[] | null;
  from: StorePlace | readonly StorePlace[];
  /** The 404 message for a store or record out of reach (default: the record's "not found"). */
  missing?: string;
  /** A plan feature the store's plan must include (else 403 with the upgrade text). */
  plan?: PlanFeature;
  /**
   * A platform record (no store) answers a caller who is not a platform admin 404 with `missing`,
   * as a missing one, instead of 403: its existence is not theirs to learn.
   */
  hidePlatform?: true;
  /**
   * A second store the call acts on, named in the request (invite into another store, copy from
   * another store): when a place names one, it is gated as a store rule too, and the handler reads
   * it with `alsoGrantedStore`. Nothing named: nothing more to check.
   */
  also?: { right: Right | null; from: StorePlace | readonly StorePlace[] };
}

/**
 * A list over several stores: the one named by `from` (gated as a StoreRule), or, when none is
 * named, every store where the caller holds `right` (all stores for a platform admin).
 */
export interface StoresRule {
  right: Right | null;
  stores: StorePlace | readonly StorePlace[];
  /**
   * A flag of the request asking for every store (a list's `all`, true or "true"): when set, the active
   * store does not narrow the list; a store named in the request still does.
   */
  all?: `query.${string}`;
}

/**
 * Who may call a route, declared in its `config.access`:
 * - "public": anyone, no session;
 * - "signed-in": any session; the route only reads or changes the caller's own records;
 * - "platform-admin": platform admins only;
 * - a store rule, or a several-stores rule.
 */
export type RouteAccess =
  | "public"
  | "signed-in"
  | "platform-admin"
  | SelfRule
  | StoreRule
  | StoresRule
  | RecordsRule
  | AddresseeRule
  | EitherRule
  | WhenRule
  | typeof BY_MODEL;

/**
 * The /api/bread/{model} routes: the model the path names declares the right of each action, its
 * plan feature and where its store is (its scope), and the BREAD guard enforces that through the
 * same store gate before any read or write, setting `granted` for the store a write acts in.
 */
export const BY_MODEL = "by-model";

/**
 * A write on several records named by a list of ids (a bulk action): every record must exist and
 * its store must grant `right` (a record unknown or in a store out of reach: 404 with `missing`,
 * as for one record; a store without the right: 403). The handler reads the stores with
 * `grantedStores`.
 */
export interface RecordsRule {
  right: Right;
  records: StoreOwnedTable;
  /** The list of ids, or of objects each naming its record at `key`. */
  at: `body.${string}`;
  key?: string;
  missing: string;
}

/** An account's own route: the user id at `self` is the caller's, or the caller is a platform admin (else 403). */
export interface SelfRule {
  self: `params.${string}`;
}

/**
 * The caller's own record by address: the row whose id is in the path was sent to the caller's
 * e-mail, and the caller has verified that address (an unverified account may have been registered
 * by someone else with it). Else 404 with `missing`.
 */
export interface AddresseeRule {
  addressee: { table: "invitations"; column: "email"; missing: string };
}

/** One of several ways in, tried in order: the first that lets the caller through decides; when
 * none does, the last one's answer is the route's. */
export interface EitherRule {
  either: readonly RouteAccess[];
}

/** A route with two modes chosen by a query flag (`mine=1`: the caller's own list, else a store's). */
export interface WhenRule {
  when: `query.${string}`;
  is: readonly string[];
  then: RouteAccess;
  otherwise: RouteAccess;
}

export interface StoreGrant {
  website: Website;
  access: StoreAccess;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The store a store-rule route acts on, after the gate. */
    granted: StoreGrant | null;
    /** The stores a several-stores route covers; null: every store (platform admin). */
    grantedStores: number[] | null | undefined;
    /** The second store a store rule's `also` names, after its gate; null when none is named. */
    alsoGranted: StoreGrant | null;
    /** A multipart form's text fields, once read (see the `form.` places). */
    form: Record<string, string> | null;
    /** The gate of a rule naming a form field, run by `readUpload` once the form is read. */
    formGate: (() => Promise<void>) | null;
  }
}

export function isPublicRoute(config: { access?: RouteAccess } | undefined): boolean {
  return config?.access === "public";
}

type Bag = Record<string, unknown> | undefined;

/** The value at a dotted key of a parsed bag (`filter.website_id` reads the parsed list filter). */
function valueAt(bag: Bag, key: string): unknown {
  let value: unknown = bag;
  for (const part of key.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function idIn(bag: Bag, key: string): number | null | undefined {
  const value = valueAt(bag, key);
  if (value === undefined || value === null || value === "") return undefined;
  const id = Number(value);
  // A malformed id names no store the caller may open: the same 404 as any store out of reach.
  return Number.isInteger(id) && id > 0 ? id : null;
}

function bagOf(request: FastifyRequest, part: "params" | "query" | "body" | "form"): Bag {
  return (part === "form" ? request.form : request[part]) as Bag;
}

/** Whether a store rule reads a multipart form's field, so it waits for the form to be read. */
function namesForm(rule: StoreRule): boolean {
  const places: readonly StorePlace[] = Array.isArray(rule.from) ? rule.from : [rule.from as StorePlace];
  return places.some((place) =>
    typeof place === "string"
      ? place.startsWith("form.")
      : "orPlatform" in place && place.orPlatform.startsWith("form."),
  );
}

/** The platform's own records (a catalogue category of no store): for platform admins only. */
export const PLATFORM = "platform" as const;

/** No store named and no active store: the caller is asked to choose one. */
const chooseStore = () => badRequest(STORE_MSG.chooseStore, { website_id: MSG.required });

/**
 * A store id from one place: undefined when the place is empty, null for an id that names no
 * store, PLATFORM for a record of no store (the platform catalogue's categories).
 */
async function storeIdAt(db: Db, request: FastifyRequest, place: StorePlace, missing: string) {
  if (place === "active") return activeWebsiteId(request) ?? undefined;
  if (typeof place === "string") {
    const [part, ...key] = place.split(".") as ["params" | "query" | "body" | "form", ...string[]];
    return idIn(bagOf(request, part), key.join("."));
  }
  if ("orPlatform" in place) {
    const [part, ...key] = place.orPlatform.split(".") as ["body" | "form", ...string[]];
    const value = valueAt(bagOf(request, part), key.join("."));
    return value === null || (part === "form" && value === "")
      ? PLATFORM
      : idIn(bagOf(request, part), key.join("."));
  }
  const [part, ...key] =
    "at" in place
      ? (place.at.split(".") as ["body" | "query", ...string[]])
      : (["params", place.param ?? "id"] as const);
  let id = idIn(request[part] as Bag, key.join("."));
  if (id && "through" in place) {
    const link = (await db.kysely
      .selectFrom(place.through.table)
      .select(sql.ref(place.through.column).as("id"))
      .where(sql.ref("id"), "=", id)
      .executeTakeFirst()) as { id: number | null } | undefined;
    id = link?.id ?? null;
  }
  if (!id) throw notFound(missing);
  const row = (await db.kysely
    .selectFrom(place.record)
    .select("website_id")
    .where("id", "=", id)
    .executeTakeFirst()) as { website_id: number | null } | undefined;
  if (!row) throw notFound(missing);
  return row.website_id ?? PLATFORM;
}

async function firstStoreId(
  db: Db,
  request: FastifyRequest,
  from: StorePlace | readonly StorePlace[],
  missing: string,
  skipActive = false,
) {
  const places: readonly StorePlace[] =
    typeof from === "string" || !Array.isArray(from) ? [from as StorePlace] : from;
  for (const place of places) {
    if (skipActive && place === "active") continue;
    const id = await storeIdAt(db, request, place, missing);
    if (id !== undefined)
      return { id, missing: typeof place === "object" && "record" in place ? missing : MSG.websiteNotFound };
  }
  return undefined;
}

/** The stores of the records a bulk action names, each gated; see RecordsRule. */
async function storesOfRecords(db: Db, request: FastifyRequest, rule: RecordsRule): Promise<number[]> {
  const listed = valueAt(request.body as Bag, rule.at.slice("body.".length));
  const items = Array.isArray(listed) ? (listed as unknown[]) : [];
  const ids = [...new Set(items.map((item) => Number(rule.key ? valueAt(item as Bag, rule.key) : item)))];
  if (ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0)) throw notFound(rule.missing);
  const rows = (await db.kysely
    .selectFrom(rule.records)
    .select(["id", "website_id"])
    .where("id", "in", ids)
    .execute()) as { id: number; website_id: number | null }[];
  if (rows.length !== ids.length || rows.some((row) => row.website_id === null)) throw notFound(rule.missing);
  const stores = [...new Set(rows.map((row) => row.website_id as number))];
  for (const websiteId of stores) await requireStore(db, request, websiteId, rule.right, rule.missing);
  return stores;
}

/** Enforces one route's declaration; runs after validation, so params, query and body are parsed. */
export async function enforceAccess(db: Db, request: FastifyRequest, rule: RouteAccess): Promise<void> {
  if (rule === "public") return;
  const user = currentUser(request);
  if (rule === "signed-in" || rule === BY_MODEL) return;
  if (rule === "platform-admin") {
    requireAdmin(request);
    return;
  }
  if ("self" in rule) {
    const id = idIn(request.params as Bag, rule.self.slice("params.".length));
    if (id !== user.id && !isPlatformAdmin(user)) throw forbidden();
    return;
  }
  if ("records" in rule) {
    request.grantedStores = await storesOfRecords(db, request, rule);
    return;
  }
  if ("addressee" in rule) {
    const { table, column, missing } = rule.addressee;
    const id = idIn(request.params as Bag, "id");
    const row = id
      ? await db.kysely.selectFrom(table).select(column).where("id", "=", id).executeTakeFirst()
      : undefined;
    if (!row || user.email_verified_at === null || row[column] !== user.email.toLowerCase())
      throw notFound(missing);
    return;
  }
  if ("either" in rule) {
    let refused: unknown = forbidden();
    for (const way of rule.either) {
      try {
        await enforceAccess(db, request, way);
        return;
      } catch (error) {
        refused = error;
      }
    }
    throw refused;
  }
  if ("when" in rule) {
    const flag = valueAt(request.query as Bag, rule.when.slice("query.".length));
    await enforceAccess(db, request, rule.is.includes(String(flag)) ? rule.then : rule.otherwise);
    return;
  }
  if ("stores" in rule) {
    const right = rule.right;
    const flag =
      rule.all === undefined ? undefined : valueAt(request.query as Bag, rule.all.slice("query.".length));
    // A parsed boolean, or "true" as a query string sends it.
    const everyStore = flag === true || flag === "true";
    const named = await firstStoreId(db, request, rule.stores, MSG.websiteNotFound, everyStore);
    if (!named || named.id === PLATFORM) {
      request.grantedStores = isPlatformAdmin(user)
        ? null
        : storesWhere(await memberships(db, request), right);
      return;
    }
    request.granted = await requireStore(db, request, named.id ?? 0, right, named.missing);
    request.grantedStores = [request.granted.website.id];
    return;
  }
  if (namesForm(rule) && request.form === null) {
    request.formGate = () => enforceAccess(db, request, rule);
    return;
  }
  const found = await firstStoreId(db, request, rule.from, rule.missing ?? MSG.notFound);
  if (!found) throw chooseStore();
  const missing = rule.missing ?? found.missing;
  if (found.id === PLATFORM && rule.hidePlatform && !isPlatformAdmin(user)) throw notFound(missing);
  // A store id that names nothing (0) answers the same 404 as a store out of reach.
  await grantStoreIn(db, request, found.id === PLATFORM ? PLATFORM : (found.id ?? 0), { ...rule, missing });
  if (!rule.also) return;
  const first = request.granted;
  const other = await firstStoreId(db, request, rule.also.from, MSG.websiteNotFound);
  if (other && other.id !== PLATFORM) {
    await grantStoreIn(db, request, other.id ?? 0, { right: rule.also.right, missing: other.missing });
    request.alsoGranted = request.granted;
  }
  request.granted = first;
}

/**
 * The store gate of a store rule once its store is known: the platform's own records (no store)
 * for platform admins only; a store out of reach 404, without the right 403, without the plan
 * feature 403 with the upgrade text. Sets `granted`. Called by the access hook (and through it by
 * readUpload for a store named in a form), and by the BREAD guard once the model names the store.
 */
export async function grantStoreIn(
  db: Db,
  request: FastifyRequest,
  store: number | typeof PLATFORM,
  rule: Pick<StoreRule, "right" | "missing" | "plan">,
): Promise<void> {
  if (store === PLATFORM) {
    requireAdmin(request);
    return;
  }
  const right = rule.right;
  const anyOf = Array.isArray(right) ? right : null;
  request.granted = await requireStore(
    db,
    request,
    store,
    anyOf ? null : (right as Right | null),
    rule.missing,
  );
  if (anyOf && !anyOf.some((one) => holdsRight(request.granted!.access, one))) throw forbidden();
  if (rule.plan) requirePlanFeature(request.granted.website, rule.plan);
}

/**
 * Every /api route declares who may call it. The declaration is checked when the route is added
 * (a route without one stops the server from starting) and enforced before its handler runs.
 */
export function declareAccess(app: FastifyInstance, db: Db): readonly RouteOptions[] {
  app.decorateRequest("granted", null);
  app.decorateRequest("grantedStores", undefined);
  app.decorateRequest("alsoGranted", null);
  app.decorateRequest("form", null);
  app.decorateRequest("formGate", null);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    // The API: every /api route, and the few spec routes outside it that declare their access.
    if (route.url.startsWith("/api/") || route.config?.access) routes.push(route);
  });
  // Checked once every route (and every scope's own onRoute defaults) is in place.
  app.addHook("onReady", async () => {
    const bare = routes.filter((route) => !route.config?.access);
    if (bare.length > 0)
      throw new Error(
        `Routes without an access declaration: ${bare.map((r) => `${String(r.method)} ${r.url}`).join(", ")}`,
      );
  });
  // Who the caller is needs nothing of the request: checked before the input is validated, so a
  // caller without the right learns nothing of what the route accepts. A store rule reads parsed
  // input, so it runs once the input is validated.
  app.addHook("preValidation", async (request) => {
    const rule = request.routeOptions.config.access;
    if (typeof rule === "string") await enforceAccess(db, request, rule);
  });
  app.addHook("preHandler", async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule && typeof rule !== "string") await enforceAccess(db, request, rule);
  });
  // A route whose store is a form field must read its form with readUpload, which gates it: an
  // answer given without that gate is refused, never sent.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.formGate && request.form === null && reply.statusCode < 400)
      throw new Error(`${request.routeOptions.url} answered without reading its form through readUpload`);
    return payload;
  });
  return routes;
}

/** The store a store-rule route acts on. */
export function grantedStore(request: FastifyRequest): StoreGrant {
  if (!request.granted) throw new Error(`${request.routeOptions.url} declares no store rule`);
  return request.granted;
}

/** The stores a several-stores route covers (null: every store). */
export function grantedStores(request: FastifyRequest): number[] | null {
  if (request.grantedStores === undefined)
    throw new Error(`${request.routeOptions.url} declares no stores rule`);
  return request.grantedStores;
}

/** The second store a store rule's `also` names, after its gate; null when the request names none. */
export function alsoGrantedStore(request: FastifyRequest): StoreGrant | null {
  return request.alsoGranted;
}
