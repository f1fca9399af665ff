import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODELS } from "../../server/routes/bread/models/index.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { recordActivity } from "../../server/services/activity/record.js";

/**
 * Every BREAD model's record schema (what the API document shows) against the records BREAD
 * serves on the demo data: every record of a list and one read, as each demo role that may read
 * them (a platform admin sees every field, a store member what their rights show).
 */

let t: TestApp;
const tokens: Record<string, string> = {};
const ROLES = ["admin", "primary-admin", "owner", "designer", "salesperson", "client"];

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

/** Records of the models the demo data has none of, made through BREAD or the library upload. */
async function addMissingRecords(acme: number) {
  const primary = tokens["primary-admin"]!;
  const made = async (model: string, body: Record<string, unknown>) => {
    const res = await call(t.app, "POST", `/api/bread/${model}`, {
      token: primary,
      body: { website_id: acme, ...body },
    });
    expect(res.status, `${model}: ${JSON.stringify(res.body)}`).toBe(201);
  };
  await made("GiftCard", { initial_value: 1500, recipient_email: "doc@example.org" });
  await made("Discount", {
    code: "store-doc-10",
    title: "Store doc",
    kind: "fixed",
    value: 500,
    minimum_order: 2000,
    starts_at: "2020-01-01T00:00:00.000Z",
  });
  await made("Promotion", { title: "Store doc promo", kind: "announcement" });
  await made("Level", { name: "Store doc level" });
  await made("Invitation", { email: "doc-invite@example.org", company_role: "designer", permissions: [] });
  await made("Blog", { name: "Store doc post" });
  await made("News", { name: "Store doc news" });
  await made("Faq", { name: "Store doc question", content: "<p>Yes</p>" });
  await made("Collection", { name: "Store doc collection" });
  await made("Gallery", { name: "Store doc gallery" });
  await made("Menu", { name: "Store doc menu" });
  await made("Redirect", { name: "Old", from: "/store-doc-old", to: "/store/acme-team-store/" });
  const payment = await t.db.kysely
    .selectFrom("payments")
    .innerJoin("orders", "orders.id", "payments.order_id")
    .select("payments.id")
    .where("payments.website_id", "=", acme)
    .where("payments.is_request", "=", 0)
    .where("payments.done", "=", 0)
    .where("orders.status", "!=", "canceled")
    .where("orders.deleted_at", "is", null)
    .orderBy("payments.id")
    .executeTakeFirstOrThrow();
  await made("PaymentRequest", { ids: [payment.id] });
  const form = new FormData();
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "store-doc.png");
  const upload = await call(t.app, "POST", "/api/upload/library", {
    token: primary,
    body: form,
    headers: { "x-website-id": String(acme) },
  });
  expect(upload.status).toBe(200);
  // The activity trail: a store's event (a platform admin acting for a user) and a platform-wide one.
  const [admin, user] = await Promise.all(
    ["admin@example.com", "primary-admin@example.com"].map((email) =>
      t.db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow(),
    ),
  );
  await recordActivity(t.db.kysely, {
    entity: "Product",
    entityId: 1,
    action: "update",
    websiteId: acme,
    before: { name: "Store doc tee" },
    after: { name: "Store doc shirt" },
    actor: { userId: user!.id, actingAdminId: admin!.id },
  });
  await recordActivity(t.db.kysely, {
    entity: "User",
    entityId: user!.id,
    action: "sign_in",
    websiteId: null,
    actor: { userId: user!.id },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) tokens[role] = await login(t.app, `${role}@example.com`);
  await addMissingRecords(await storeId(t.db, "Acme Team Store"));
});
afterAll(() => t.close());

describe("BREAD record schemas", () => {
  it.each([...MODELS.keys()])(
    "%s: every listed record and one read parse with the model's schema",
    async (name) => {
      const model = MODELS.get(name)!;
      let checked = 0;
      for (const role of ROLES) {
        const list = await call(t.app, "GET", `/api/bread/${name}?${q({ range: [0, 199] })}`, {
          token: tokens[role],
        });
        if (list.status !== 200) continue;
        const records = list.json<Record<string, unknown>[]>();
        for (const record of records) {
          const parsed = model.record.safeParse(record);
          expect(parsed.error?.issues, `${name} #${String(record.id)} as ${role}`).toBeUndefined();
        }
        if (records.length === 0) continue;
        const one = await call(t.app, "GET", `/api/bread/${name}/${String(records[0]!.id)}`, {
          token: tokens[role],
        });
        expect(one.status).toBe(200);
        const parsed = model.record.safeParse(one.body);
        expect(parsed.error?.issues, `${name} read as ${role}`).toBeUndefined();
        checked += records.length;
      }
      expect(checked, `${name} has records to check`).toBeGreaterThan(0);
    },
  );
});
