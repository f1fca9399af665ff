import { createHash } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/types.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { MODELS } from "../../server/routes/bread/models/index.js";
import { recordActivity } from "../../server/services/activity/record.js";

/**
 * A store owner (owner@example.com: Oscar's Tees and Oscar's Mugs) calls every operation of the
 * OpenAPI document with another company's store ids, record ids and headers. It must get none of
 * that store's data and change nothing of it, by any path.
 */

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * Operations whose work reaches outside this machine (DNS, SMTP), and the caller closing their own
 * account (the sweep goes on as them): nothing of another store's in them. The live stream never
 * ends an answer; tests/api/live.test.ts holds it to the caller's stores.
 */
const SKIP = new Set([
  "get /api/live",
  "post /api/validate_dns",
  "post /api/websites/test/email",
  "post /api/domain/request",
  "put /api/users/deactivate",
]);

/** A record of each store model the demo data lacks in the victim store, made by its owner. */
const VICTIM_RECORDS: Record<string, Record<string, unknown>> = {
  GiftCard: { initial_value: 1500, recipient_email: "victim@example.org" },
  Discount: {
    code: "VICTIM-5",
    title: "Victim",
    kind: "fixed",
    value: 500,
    starts_at: "2020-01-01T00:00:00.000Z",
  },
  Promotion: { title: "Victim promotion", kind: "announcement" },
  Level: { name: "Victim Parents" },
  Invitation: { email: "victim-invitee@example.org", company_role: "designer", permissions: [] },
};

/** Store models whose records are made by an upload of their own (multipart), never through BREAD. */
const VICTIM_UPLOADS: Record<string, string> = { File: "/api/upload/library" };

/** The victim store's owner uploads a picture; answers the stored record's id. */
async function uploadVictim(url: string, token: string, websiteId: number): Promise<number> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "victim.png");
  const made = await call(t.app, "POST", url, {
    token,
    body: form,
    headers: { "x-website-id": String(websiteId) },
  });
  expect(made.status, `${url}: ${JSON.stringify(made.body)}`).toBe(200);
  return made.json<{ data: { id: number }[] }>().data[0]!.id;
}

let t: TestApp;
let paths: Paths;
let victims: number[];
/** Ids of the victim stores' records, by the word their path names them with. */
let ids: Record<string, number>;
/** Text that only the victim stores' data holds. */
let markers: string[];
/** Each BREAD model's victim record id (the victim store itself for the stores model). */
let modelIds: Map<string, number>;

async function first(db: Db, table: string, websiteId: number): Promise<number> {
  const row = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where website_id = ${websiteId} order by id limit 1`.execute(
    db.kysely,
  );
  return row.rows[0]?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  paths = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{ paths: Paths }>().paths;
  const acme = await storeId(t.db, "Acme Team Store");
  victims = [acme, await storeId(t.db, "Acme Events"), await storeId(t.db, "Acme Demo Store")];
  const order = await first(t.db, "orders", acme);
  ids = {
    website: acme,
    websites: acme,
    order,
    orders: order,
    purchase: order,
    product: await first(t.db, "products", acme),
    products: await first(t.db, "products", acme),
    category: await first(t.db, "categories", acme),
    categories: await first(t.db, "categories", acme),
    contacts: await first(t.db, "contacts", acme),
    pages: await first(t.db, "pages", acme),
    shipments: await first(t.db, "shipments", acme),
    discounts: await first(t.db, "discounts", acme),
    "gift-cards": await first(t.db, "gift_cards", acme),
    payment: await first(t.db, "payments", acme),
    library: await first(t.db, "files", acme),
    files: await first(t.db, "files", acme),
  };
  modelIds = new Map();
  const primary = await login(t.app, "primary-admin@example.com");
  // The activity trail holds what the victim store's people did there.
  await recordActivity(t.db.kysely, {
    entity: "Website",
    entityId: acme,
    action: "settings",
    websiteId: acme,
    before: { name: "Acme Team Store" },
    after: { name: "Acme Team Store" },
  });
  for (const model of MODELS.values()) {
    if (model.scope === "self") modelIds.set(model.name, acme);
    if (model.scope !== "store") continue;
    let id = await first(t.db, model.table, acme);
    // The demo data holds none of these in the victim store: its owner makes one, as a user would.
    const body = VICTIM_RECORDS[model.name];
    if (id === 0 && body) {
      const made = await call(t.app, "POST", `/api/bread/${model.name}`, {
        token: primary,
        body: { website_id: acme, ...body },
      });
      expect(made.status, `${model.name}: ${JSON.stringify(made.body)}`).toBe(201);
      id = made.json<{ id: number }>().id;
    }
    const upload = VICTIM_UPLOADS[model.name];
    if (id === 0 && upload) {
      id = await uploadVictim(upload, primary, acme);
      // The library's own routes are swept with the same file.
      ids.library = id;
      ids.files = id;
    }
    modelIds.set(model.name, id);
  }
  const stores = await t.db.kysely
    .selectFrom("websites")
    .select(["name", "link"])
    .where("id", "in", victims)
    .execute();
  // A record of a victim store names its store by id (BREAD answers rows, not store names).
  markers = [
    ...stores.flatMap((s) => [s.name, `"link":"${s.link}"`]),
    ...victims.flatMap((id) => [`"website_id":${id},`, `"website_id":${id}}`]),
  ];
});
afterAll(() => t.close());

/** The victim's id for a path parameter, chosen by the word before it ("/api/orders/{id}" -> an order). */
function idFor(path: string, param: string): string {
  const words = path.split("/").filter((w) => w && !w.startsWith("{"));
  if (/website/i.test(param)) return String(ids.website);
  for (const word of [...words].reverse()) {
    const key = word.toLowerCase();
    if (ids[key]) return String(ids[key]);
  }
  return String(ids.website);
}

/**
 * A table's rows as a set: sorted after serialising, because an ORDER BY on one column leaves rows
 * that tie on it (product_counts has two per store) in whatever order the chosen plan reads them,
 * and PostgreSQL may choose another plan once autovacuum has analysed the table.
 */
const hashRows = (rows: unknown[]) =>
  createHash("sha256")
    .update(JSON.stringify(rows.map((row) => JSON.stringify(row)).sort()))
    .digest("hex");

/** Every row of the victim stores, hashed table by table. */
async function victimState(db: Db): Promise<Record<string, string>> {
  const tables =
    t.dialect === "postgres"
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.columns
            where column_name = 'website_id' and table_schema = current_schema()`.execute(db.kysely)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select m.name as name from sqlite_master m, pragma_table_info(m.name) c
            where m.type = 'table' and c.name = 'website_id'`.execute(db.kysely)
        ).rows.map((r) => r.name);
  const state: Record<string, string> = {};
  for (const table of [...new Set(tables)].sort()) {
    const rows =
      await sql`select * from ${sql.table(table)} where website_id in (${sql.join(victims)})`.execute(
        db.kysely,
      );
    state[table] = hashRows(rows.rows);
  }
  const stores = await sql`select * from websites where id in (${sql.join(victims)})`.execute(db.kysely);
  state.websites = hashRows(stores.rows);
  return state;
}

/** Calls every operation (or only reads) with the victim's ids as the given caller; answers what showed victim data. */
async function sweep(
  email: string,
  readsOnly: boolean,
): Promise<{ sent: number; leaks: string[]; signedOut: string[] }> {
  const leaks: string[] = [];
  // Operations after which the caller had to sign in again (signing out ends the session): the
  // sweep goes on as the same caller, so every later operation is still sent with a live session.
  const signedOut: string[] = [];
  let token = await login(t.app, email);
  let sent = 0;
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const key = `${method} ${path}`;
      // Public operations show what a store publishes to everyone (its storefront).
      if (SKIP.has(key) || (Array.isArray(op.security) && op.security.length === 0)) continue;
      const verb = method.toUpperCase() as InjectOptions["method"];
      if (readsOnly && verb !== "GET") continue;
      // Every BREAD model of a store's records, with that model's victim record.
      const models = path.includes("{model}") ? [...modelIds.keys()] : [null];
      for (const model of models) {
        const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          name === "model"
            ? model!
            : model && name === "id"
              ? String(modelIds.get(model))
              : idFor(path, name),
        );
        const query = (op.parameters ?? [])
          .filter((p) => p.in === "query" && /website|store/i.test(p.name))
          .map((p) => `${p.name}=${ids.website}`)
          .join("&");
        const body =
          verb === "GET" || verb === "DELETE"
            ? undefined
            : {
                website_id: ids.website,
                websiteId: ids.website,
                id: ids.product,
                ids: [ids.product, ids.order],
                order_id: ids.order,
                product_id: ids.product,
                products: [{ id: ids.product, price: 1 }],
              };
        const send = () =>
          t.app.inject({
            method: verb,
            url: query ? `${url}?${query}` : url,
            headers: { authorization: `Bearer ${token}`, "x-website-id": String(ids.website) },
            ...(body ? { payload: body } : {}),
          });
        const res = await send();
        sent++;
        const alive = await t.app.inject({
          method: "GET",
          url: "/api/user",
          headers: { authorization: `Bearer ${token}` },
        });
        if (alive.statusCode === 401) {
          signedOut.push(key);
          token = await login(t.app, email);
        }
        if (res.statusCode < 300) {
          const found = markers.filter((m) => res.body.includes(m));
          if (found.length > 0)
            leaks.push(`${key}${model ? ` (${model})` : ""} -> ${res.statusCode} shows ${found.join(", ")}`);
        }
      }
    }
  }
  return { sent, leaks, signedOut };
}

describe("isolation sweep: another store's ids on every operation", () => {
  it("the sweep sees the victim's data when the caller may see it (its own owner)", async () => {
    const { leaks } = await sweep("primary-admin@example.com", true);
    expect(leaks.length).toBeGreaterThan(10);
  }, 300_000);

  it("has a victim record of every store model, so no BREAD model is swept with a dead id", () => {
    expect([...modelIds].filter(([, id]) => id === 0).map(([name]) => name)).toEqual([]);
  });

  it("a store owner reads none of another company's stores and changes nothing of them", async () => {
    const before = await victimState(t.db);
    const { sent, leaks, signedOut } = await sweep("owner@example.com", false);
    expect(sent).toBeGreaterThan(250);
    expect(leaks).toEqual([]);
    // Only signing out ends the caller's session; every other operation ran signed in.
    expect(signedOut).toEqual(["post /api/logout"]);
    expect(await victimState(t.db)).toEqual(before);
  }, 300_000);
});
