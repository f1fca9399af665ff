import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, login, storeId, type TestApp } from "../helpers/test-app.js";

/** The demo people and stores the store tests use (see server/demo/store-data.ts). */
export interface Actors {
  admin: string;
  primary: string;
  companyAdmin: string;
  storeAdmin: string;
  designer: string;
  owner: string;
  /** Acme Team Store (launched, pro), Acme Events (not ready), Acme Demo Store, Oscar's Tees and Mugs. */
  team: number;
  events: number;
  demo: number;
  tees: number;
  mugs: number;
  uid: Record<string, number>;
}

export async function actors(t: TestApp): Promise<Actors> {
  const [admin, primary, companyAdmin, storeAdmin, designer, owner] = await Promise.all(
    ["admin", "primary-admin", "company-admin", "store-admin", "designer", "owner"].map((u) =>
      login(t.app, `${u}@example.com`),
    ),
  );
  const uid: Record<string, number> = {};
  for (const row of await t.db.kysely.selectFrom("users").select(["id", "email"]).execute()) {
    uid[row.email.split("@")[0]!] = row.id;
  }
  return {
    admin: admin!,
    primary: primary!,
    companyAdmin: companyAdmin!,
    storeAdmin: storeAdmin!,
    designer: designer!,
    owner: owner!,
    team: await storeId(t.db, "Acme Team Store"),
    events: await storeId(t.db, "Acme Events"),
    demo: await storeId(t.db, "Acme Demo Store"),
    tees: await storeId(t.db, "Oscar's Tees"),
    mugs: await storeId(t.db, "Oscar's Mugs"),
    uid,
  };
}

/** An explicit per-store entry with value 0: the member keeps the store but loses that right. */
export async function denyPermission(
  t: TestApp,
  userId: number,
  websiteId: number,
  type: string,
): Promise<void> {
  await t.db.kysely
    .insertInto("website_permissions")
    .values({ user_id: userId, website_id: websiteId, type, value: 0, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "website_id", "type"]).doUpdateSet({ value: 0 }))
    .execute();
}

export interface Req {
  method: InjectOptions["method"];
  url: string;
  body?: unknown;
}

/**
 * The three refusals every store route owes: 401 without a session, 404 'Website not found' for a
 * user of another store (Oscar on Acme Events), 403 for a member whose permission value is 0
 * (the store admin of Acme Events with an explicit 0 entry).
 */
export async function expectStoreGuards(
  t: TestApp,
  a: Actors,
  request: (websiteId: number) => Req,
  permission = "edit_settings",
): Promise<void> {
  const r = request(a.events);
  expect((await call(t.app, r.method, r.url, { body: r.body })).status, `401 ${r.url}`).toBe(401);
  const foreign = await call(t.app, r.method, r.url, { body: r.body, token: a.owner });
  expect(foreign.status, `404 ${r.url}`).toBe(404);
  expect(foreign.json().message).toBe(MSG.websiteNotFound);
  await denyPermission(t, a.uid["store-admin"]!, a.events, permission);
  const denied = await call(t.app, r.method, r.url, { body: r.body, token: a.storeAdmin });
  expect(denied.status, `403 ${r.url}`).toBe(403);
  expect(denied.json().message).toBe(MSG.permissionDenied);
}

export function csvForm(name: string, text: string): FormData {
  const data = new FormData();
  data.append("file", new Blob([text], { type: "text/csv" }), name);
  return data;
}

export function imageForm(name: string, data: Buffer, type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), name);
  return form;
}
