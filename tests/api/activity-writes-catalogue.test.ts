import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromJson } from "../../server/db/json.js";
import { LocalStorage } from "../../server/services/storage.js";
import { call, createTestApp, type Call, type TestApp } from "../helpers/test-app.js";
import { importCsv } from "../helpers/imports.js";
import { countEvents, eventsOfRequest, eventSummary } from "../helpers/activity-events.js";
import { actors, csvForm, type Actors } from "./websites-helpers.js";

/**
 * The supplier catalogue, store products' side edits, gift-card products and product creator
 * drafts: every write records its event(s), naming who, which store (none for the platform's
 * catalogue), which record and what changed; a refused write records none.
 */
let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const inStore = (id: number) => ({ "x-website-id": String(id) });
const eventsOf = (res: Call) => eventsOfRequest(t.db, res);
const countAll = () => countEvents(t.db);
const summary = (res: Call) => eventSummary(t.db, res);

const blank = (overrides: Record<string, unknown> = {}) => ({
  style_id: "TRAIL-1",
  short_name: "Trail Tee",
  name: "Trail Tee 1",
  brand: "Trailwear",
  category: "T-Shirts",
  description: "A blank for the trail.",
  suggested_method: 1,
  print_price: 500,
  print_price_second: 300,
  first_custom_fee: 950,
  variants: [{ color: "Black", color_swatch: "#111111", size: "M", cost: 400, quantity: 20 }],
  ...overrides,
});

/** A live product of a store made from a blank, with its first variant. */
async function storeProduct(websiteId: number) {
  const row = await t.db.kysely
    .selectFrom("products as p")
    .innerJoin("product_variants as v", "v.product_id", "p.id")
    .select(["p.id", "p.name", "v.color", "v.color_swatch", "v.sku", "v.available"])
    .where("p.website_id", "=", websiteId)
    .where("p.deleted_at", "is", null)
    .where("p.supplier_product_id", "is not", null)
    .orderBy("p.id")
    .orderBy("v.sku")
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
}

async function storeFile(websiteId: number, name: string) {
  const row = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: websiteId,
      user_id: null,
      parent_id: null,
      type: "file",
      name,
      path: `uploads/${websiteId}/${name}`,
      extension: "png",
      mime: "image/png",
      size: 10,
      width: 400,
      height: 400,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("supplier catalogue", () => {
  it("records create, update, clone and delete of a blank with no store", async () => {
    const created = await call(t.app, "POST", "/api/smake/product", { token: a.admin, body: blank() });
    expect(created.status).toBe(200);
    const id = created.json<{ product: { id: number; variants: { id: number }[] } }>().product.id;
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({
      user_id: a.uid.admin,
      website_id: null,
      entity: "SupplierProduct",
      entity_id: id,
      action: "create",
    });
    expect(create!.changes).toMatchObject({
      style_id: [null, "TRAIL-1"],
      variants: [null, { BLACK_M: { cost: 400, quantity: 20 } }],
    });

    const updated = await call(t.app, "POST", "/api/update/smake/product", {
      token: a.admin,
      body: blank({
        id,
        name: "Trail Tee 1b",
        variants: [{ color: "Black", color_swatch: "#111111", size: "M", cost: 450, quantity: 20 }],
      }),
    });
    expect(updated.status).toBe(200);
    const [update] = await eventsOf(updated);
    expect(update).toMatchObject({
      entity: "SupplierProduct",
      entity_id: id,
      action: "update",
      website_id: null,
    });
    expect(update!.changes).toMatchObject({ name: ["Trail Tee 1", "Trail Tee 1b"] });
    expect(update!.changes?.variants?.[1]).toMatchObject({ BLACK_M: { cost: 450 } });

    const cloned = await call(t.app, "POST", `/api/clone/smake/${id}`, { token: a.admin });
    expect(cloned.status).toBe(200);
    const copyId = cloned.json<{ product: { id: number } }>().product.id;
    const [copy] = await eventsOf(cloned);
    expect(copy).toMatchObject({
      entity: "SupplierProduct",
      entity_id: copyId,
      action: "create",
      website_id: null,
    });
    expect(copy!.changes).toMatchObject({ similar_product_id: [null, id], is_active: [null, 0] });

    for (const gone of [id, copyId]) {
      const deleted = await call(t.app, "DELETE", `/api/smake/product/${gone}`, { token: a.admin });
      expect(deleted.status).toBe(200);
      expect(await summary(deleted)).toEqual([["SupplierProduct", gone, "delete", null, a.uid.admin]]);
    }
  });

  it("records BREAD writes of a blank through the same service", async () => {
    const created = await call(t.app, "POST", "/api/bread/SupplierProduct", {
      token: a.admin,
      body: blank({ style_id: "TRAIL-BREAD" }),
    });
    expect(created.status).toBeLessThan(300);
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({ entity: "SupplierProduct", action: "create", website_id: null });
    const id = create!.entity_id!;
    const edited = await call(t.app, "PUT", `/api/bread/SupplierProduct/${id}`, {
      token: a.admin,
      body: blank({ style_id: "TRAIL-BREAD", moq: 5 }),
    });
    expect(edited.status).toBeLessThan(300);
    expect((await eventsOf(edited)).map((e) => [e.entity_id, e.action, e.changes?.moq])).toEqual([
      [id, "update", [1, 5]],
    ]);
    const deleted = await call(t.app, "DELETE", `/api/bread/SupplierProduct/${id}`, { token: a.admin });
    expect(deleted.status).toBeLessThan(300);
    expect(await summary(deleted)).toEqual([["SupplierProduct", id, "delete", null, a.uid.admin]]);
  });

  it("records one import event per blank of a catalogue CSV", async () => {
    const header =
      "style_id,short_name,name,brand,category,description,suggested_method,second_suggested_method,moq,print_price,print_price_second,first_custom_fee,is_customizable,is_active,popular,color,color_swatch,size,cost,quantity,available";
    const row = (style: string, size: string) =>
      `${style},Csv,Csv ${style},Csvwear,T-Shirts,,1,,1,5.00,3.00,9.50,0,1,0,Navy,#1F2A44,${size},4.10,12,1`;
    const text = [header, row("TRAIL-CSV-1", "M"), row("TRAIL-CSV-1", "L"), row("TRAIL-CSV-2", "M")].join(
      "\n",
    );
    const res = await importCsv(t.app, "/api/upload/smake", {
      token: a.admin,
      body: csvForm("catalogue.csv", text),
    });
    expect(res.status).toBe(202);
    expect(res.job).toMatchObject({ status: "done", done: 2, total: 2, created: 2, updated: 0 });
    const events = await eventsOf(res);
    expect(events.map((e) => [e.entity, e.action, e.website_id, e.changes?.style_id?.[1]])).toEqual([
      ["SupplierProduct", "import", null, "TRAIL-CSV-1"],
      ["SupplierProduct", "import", null, "TRAIL-CSV-2"],
    ]);
  });

  it("records nothing for a refused or invalid write", async () => {
    const before = await countAll();
    expect((await call(t.app, "POST", "/api/smake/product", { token: a.owner, body: blank() })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, "POST", "/api/smake/product", { token: a.admin, body: blank({ name: "" }) })).status,
    ).toBe(422);
    expect((await call(t.app, "DELETE", "/api/smake/product/99999999", { token: a.admin })).status).toBe(404);
    expect((await call(t.app, "POST", "/api/clone/smake/99999999", { token: a.admin })).status).toBe(404);
    expect(await countAll()).toBe(before);
  });
});

describe("store products", () => {
  it("records a favourite mark on the product, by the user who marked it", async () => {
    const product = await storeProduct(a.team);
    const marked = await call(t.app, "POST", "/api/favourite/product", {
      token: a.designer,
      body: { product_id: product.id, favourite: true },
    });
    expect(marked.status).toBe(200);
    expect(await eventsOf(marked)).toEqual([
      {
        user_id: a.uid.designer,
        acting_admin_id: null,
        website_id: a.team,
        entity: "Product",
        entity_id: product.id,
        record_name: product.name,
        action: "update",
        changes: { favourite: [false, true] },
      },
    ]);
    const unmarked = await call(t.app, "POST", "/api/favourite/product", {
      token: a.designer,
      body: { product_id: product.id },
    });
    expect((await eventsOf(unmarked)).map((e) => e.changes)).toEqual([{ favourite: [true, false] }]);
  });

  it("records swatch, variant and availability changes with the variants they touch", async () => {
    const product = await storeProduct(a.team);
    const swatch = await call(t.app, "POST", "/api/product/swatch", {
      token: a.designer,
      body: { product_id: product.id, color: product.color, color_swatch: "#123ABC" },
    });
    expect(swatch.status).toBe(200);
    const [recolored] = await eventsOf(swatch);
    expect(recolored).toMatchObject({
      entity: "Product",
      entity_id: product.id,
      action: "update",
      website_id: a.team,
      user_id: a.uid.designer,
    });
    const change = recolored!.changes?.[`variants.${product.sku}`];
    expect(change?.[0]).toMatchObject({ color_swatch: product.color_swatch });
    expect(change?.[1]).toMatchObject({ color_swatch: "#123ABC" });

    const flipped = product.available === 1 ? 0 : 1;
    const csv = ["product_id,sku,available", `${product.id},${product.sku},${flipped}`].join("\n");
    const imported = await importCsv(t.app, `/api/products/availability/import?website_id=${a.team}`, {
      token: a.designer,
      body: csvForm("availability.csv", csv),
    });
    expect(imported.status).toBe(202);
    expect(imported.job?.status).toBe("done");
    const [importEvent] = await eventsOf(imported);
    expect(importEvent).toMatchObject({
      entity: "Product",
      entity_id: product.id,
      action: "import",
      website_id: a.team,
    });
    expect(importEvent!.changes?.[`variants.${product.sku}`]?.[1]).toMatchObject({ available: flipped });

    const unchanged = await countAll();
    const noSize = await call(t.app, "POST", `/api/products/${product.id}/variant`, {
      token: a.admin,
      body: { colors: [product.color], sizes: [] },
    });
    expect(noSize.status).toBe(422);
    expect(await countAll()).toBe(unchanged);
    const edited = await t.db.kysely
      .selectFrom("product_variants")
      .select(["color", "size"])
      .where("product_id", "=", product.id)
      .where("sku", "=", product.sku)
      .executeTakeFirstOrThrow();
    const saved = await call(t.app, "POST", `/api/products/${product.id}/variant`, {
      token: a.admin,
      body: { colors: [edited.color], sizes: [edited.size], available: product.available },
    });
    expect(saved.status).toBe(200);
    const [variantEvent] = await eventsOf(saved);
    expect(variantEvent).toMatchObject({ entity: "Product", entity_id: product.id, action: "update" });
    expect(variantEvent!.user_id).toBe(a.uid.admin);
  });

  it("records related and companion products as lists on the product", async () => {
    const product = await storeProduct(a.team);
    const others = (
      await t.db.kysely
        .selectFrom("products")
        .select("id")
        .where("website_id", "=", a.team)
        .where("deleted_at", "is", null)
        .where("id", "<>", product.id)
        .orderBy("id")
        .limit(2)
        .execute()
    ).map((r) => r.id);
    const body = { product_id: product.id, related_product_id: others[0] };
    const added = await call(t.app, "POST", "/api/related/product", { token: a.designer, body });
    expect(added.status).toBe(200);
    expect((await eventsOf(added)).map((e) => [e.entity_id, e.action, e.changes])).toEqual([
      [product.id, "update", { related_product_ids: [[], [others[0]]] }],
    ]);
    const removed = await call(t.app, "DELETE", "/api/related/product", { token: a.designer, body });
    expect(removed.status).toBe(200);
    expect((await eventsOf(removed)).map((e) => e.changes)).toEqual([
      { related_product_ids: [[others[0]], []] },
    ]);
    const companions = await call(t.app, "POST", "/api/companion/product", {
      token: a.designer,
      body: { product_id: product.id, companion_ids: [others[1], others[0]] },
    });
    expect(companions.status).toBe(200);
    expect((await eventsOf(companions)).map((e) => [e.entity, e.website_id, e.changes])).toEqual([
      ["Product", a.team, { companion_product_ids: [[], [others[1], others[0]]] }],
    ]);
  });

  it("records a custom product's picture and print files", async () => {
    const created = await call(t.app, "POST", "/api/create/custom", {
      token: a.designer,
      body: {
        website_id: a.team,
        name: "Trail Mug",
        custom_colors: [{ name: "Navy", swatch: "#000080" }],
        sizes: ["One size"],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json<{ id: number }>().id;
    const fileId = await storeFile(a.team, "trail-mug.png");
    const picture = await call(t.app, "POST", "/api/product/custom/picture", {
      token: a.designer,
      body: { id, file_id: fileId },
    });
    expect(picture.status).toBe(200);
    const [pictured] = await eventsOf(picture);
    expect(pictured).toMatchObject({
      entity: "Product",
      entity_id: id,
      action: "update",
      website_id: a.team,
    });
    expect(pictured!.changes?.preview_photo).toEqual([null, `uploads/${a.team}/trail-mug.png`]);
    const prints = await call(t.app, "DELETE", `/api/product/custom/print/${id}`, { token: a.designer });
    expect(prints.status).toBe(200);
    expect(await summary(prints)).toEqual([["Product", id, "update", a.team, a.uid.designer]]);
  });

  it("records nothing for a refused or invalid write", async () => {
    const product = await storeProduct(a.team);
    const before = await countAll();
    const bad = await call(t.app, "POST", "/api/product/swatch", {
      token: a.designer,
      body: { product_id: product.id, color: product.color, color_swatch: "red" },
    });
    expect(bad.status).toBe(422);
    const noColour = await call(t.app, "POST", "/api/product/swatch", {
      token: a.designer,
      body: { product_id: product.id, color: "No such colour", color_swatch: "#000000" },
    });
    expect(noColour.status).toBe(422);
    const self = await call(t.app, "POST", "/api/related/product", {
      token: a.designer,
      body: { product_id: product.id, related_product_id: product.id },
    });
    expect(self.status).toBe(422);
    const foreign = await call(t.app, "POST", "/api/favourite/product", {
      token: a.owner,
      body: { product_id: product.id },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await countAll()).toBe(before);
  });
});

describe("gift-card products", () => {
  it("records create, edit and delete in the store", async () => {
    const body = { name: "Trail Gift Card", description: null, denominations: [2_500], published: true };
    const created = await call(t.app, "POST", "/api/gift-card-products", {
      token: a.primary,
      body: { website_id: a.team, ...body },
    });
    expect(created.status).toBe(200);
    const id = created.json<{ data: { id: number } }>().data.id;
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({
      entity: "GiftCardProduct",
      entity_id: id,
      action: "create",
      website_id: a.team,
      user_id: a.uid["primary-admin"],
    });
    expect(create!.changes).toMatchObject({
      name: [null, "Trail Gift Card"],
      slug: [null, "trail-gift-card"],
    });

    const edited = await call(t.app, "PUT", `/api/gift-card-products/${id}`, {
      token: a.primary,
      body: { ...body, denominations: [2_500, 5_000] },
    });
    expect(edited.status).toBe(200);
    // Stored as JSON: text on SQLite, parsed on PostgreSQL; either way the only change.
    expect(
      (await eventsOf(edited)).map((e) => [e.entity_id, e.action, Object.keys(e.changes ?? {})]),
    ).toEqual([[id, "update", ["denominations"]]]);

    const deleted = await call(t.app, "DELETE", `/api/gift-card-products/${id}`, { token: a.primary });
    expect(deleted.status).toBe(200);
    const [gone] = await eventsOf(deleted);
    expect(gone).toMatchObject({
      entity: "GiftCardProduct",
      entity_id: id,
      action: "delete",
      website_id: a.team,
    });
    expect(gone!.changes).toMatchObject({ published: [1, 0], deleted_at: [null, expect.any(String)] });
  });

  it("records nothing for a refused or invalid write", async () => {
    const before = await countAll();
    const invalid = await call(t.app, "POST", "/api/gift-card-products", {
      token: a.primary,
      body: { website_id: a.team, name: "", denominations: [] },
    });
    expect(invalid.status).toBe(422);
    const foreign = await call(t.app, "POST", "/api/gift-card-products", {
      token: a.owner,
      body: { website_id: a.team, name: "Not yours", denominations: [1_000] },
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(await countAll()).toBe(before);
  });
});

describe("product creator drafts", () => {
  const req = (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
    call(t.app, method, url, {
      token: a.designer,
      headers: inStore(a.team),
      ...(body === undefined ? {} : { body }),
    });
  let blanks: number[];

  beforeAll(async () => {
    blanks = (
      await t.db.kysely
        .selectFrom("supplier_products")
        .select("id")
        .where("is_active", "=", 1)
        .where("category", "=", "T-Shirts")
        .orderBy("id")
        .limit(2)
        .execute()
    ).map((r) => r.id);
  });

  it("records a draft created, edited, designed, queued for mockups and discarded", async () => {
    const created = await req("POST", "/api/product-drafts", {
      kind: "multiple",
      supplier_product_ids: [blanks[0]],
    });
    expect(created.status).toBe(201);
    const draft = created.json<{ id: number; items: { key: string }[] }>();
    const [create] = await eventsOf(created);
    expect(create).toMatchObject({
      entity: "ProductDraft",
      entity_id: draft.id,
      action: "create",
      website_id: a.team,
      user_id: a.uid.designer,
    });
    const key = draft.items[0]!.key;
    expect(create!.changes?.[`items.${key}`]?.[0]).toBeNull();

    const renamed = await req("PUT", `/api/product-drafts/${draft.id}`, { items: [{ key, name: "Trail" }] });
    expect(renamed.status).toBe(200);
    const [rename] = await eventsOf(renamed);
    expect(rename).toMatchObject({ entity: "ProductDraft", entity_id: draft.id, action: "update" });
    expect(rename!.changes?.[`items.${key}`]?.[1]).toMatchObject({ name: "Trail" });

    const added = await req("POST", `/api/product-drafts/${draft.id}/items`, {
      supplier_product_id: blanks[1],
    });
    expect(added.status).toBe(201);
    const second = added
      .json<{ items: { key: string }[] }>()
      .items.map((i) => i.key)
      .find((k) => k !== key)!;
    expect((await eventsOf(added)).map((e) => [e.action, Object.keys(e.changes ?? {})])).toEqual([
      ["update", [`items.${second}`]],
    ]);
    const removed = await req("DELETE", `/api/product-drafts/${draft.id}/items/${second}`);
    expect(removed.status).toBe(200);
    expect((await eventsOf(removed)).map((e) => e.changes?.[`items.${second}`]?.[1])).toEqual([null]);

    const fileId = await storeFile(a.team, "trail-design.png");
    const designed = await req("PUT", `/api/product-drafts/${draft.id}/design`, { file_id: fileId });
    expect(designed.status).toBe(200);
    expect(await summary(designed)).toEqual([["ProductDraft", draft.id, "update", a.team, a.uid.designer]]);
    const side = await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/front`, {
      file_id: fileId,
      placement: { cx: 0.5, cy: 0.4, width: 0.3, height: 0.3, angle: 0 },
    });
    expect(side.status).toBe(200);
    expect(await summary(side)).toEqual([["ProductDraft", draft.id, "update", a.team, a.uid.designer]]);

    const queued = await req("POST", `/api/product-drafts/${draft.id}/mockups`);
    expect(queued.status).toBe(202);
    const job = queued.json<{ job: { id: number } }>().job;
    expect((await eventsOf(queued)).map((e) => [e.entity, e.entity_id, e.action, e.changes])).toEqual([
      ["ProductDraft", draft.id, "update", { mockup_job_id: [null, job.id] }],
    ]);

    const discarded = await req("DELETE", `/api/product-drafts/${draft.id}`);
    expect(discarded.status).toBe(204);
    const [gone] = await eventsOf(discarded);
    expect(gone).toMatchObject({ entity: "ProductDraft", entity_id: draft.id, action: "delete" });
    expect(gone!.changes?.[`items.${key}`]?.[1]).toBeNull();
  });

  it("records each product a publish creates and the draft it removes", async () => {
    const storage = new LocalStorage(t.config.uploadDir);
    // The test seed draws no pictures: the blank's colours get real photos for the mockups.
    const images = await t.db.kysely
      .selectFrom("supplier_variants")
      .select(["color_swatch", "images"])
      .where("supplier_product_id", "=", blanks[0]!)
      .execute();
    for (const row of images)
      for (const image of fromJson<{ key: string }[]>(row.images, []))
        if (!(await storage.exists(image.key)))
          await storage.put(
            image.key,
            await sharp({ create: { width: 600, height: 600, channels: 3, background: row.color_swatch } })
              .png()
              .toBuffer(),
          );
    const design = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#FA1414" } })
      .png()
      .toBuffer();
    const fileId = await storeFile(a.team, "trail-publish.png");
    await storage.put(`uploads/${a.team}/trail-publish.png`, design);

    const draft = (
      await req("POST", "/api/product-drafts", { kind: "single", supplier_product_ids: [blanks[0]] })
    ).json<{ id: number; items: { key: string }[] }>();
    const key = draft.items[0]!.key;
    expect((await req("PUT", `/api/product-drafts/${draft.id}/design`, { file_id: fileId })).status).toBe(
      200,
    );
    const job = (await req("POST", `/api/product-drafts/${draft.id}/mockups`)).json<{ job: { id: number } }>()
      .job;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = (
        await call(t.app, "GET", `/api/mockup-jobs/${job.id}`, {
          token: a.designer,
          headers: inStore(a.team),
        })
      ).json<{ status: string }>().status;
      if (status === "done") break;
      if (status === "failed" || Date.now() > deadline) throw new Error(`mockup job ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The designed sides are priced in: the minimum is the draft's now, not at its start.
    const designed = await call(t.app, "GET", `/api/product-drafts/${draft.id}`, {
      token: a.designer,
      headers: inStore(a.team),
    });
    const price = designed.json<{ items: { min_price: number }[] }>().items[0]!.min_price + 500;
    expect(
      (
        await req("PUT", `/api/product-drafts/${draft.id}`, {
          items: [{ key, name: "Trail Published", price }],
        })
      ).status,
    ).toBe(200);

    const published = await req("POST", `/api/product-drafts/${draft.id}/publish`);
    expect(published.status).toBe(201);
    const [productId] = published.json<{ product_ids: number[] }>().product_ids;
    const events = await eventsOf(published);
    expect(events.map((e) => [e.entity, e.entity_id, e.action, e.website_id, e.user_id])).toEqual([
      ["Product", productId, "create", a.team, a.uid.designer],
      ["ProductDraft", draft.id, "delete", a.team, a.uid.designer],
    ]);
    expect(events[0]!.changes).toMatchObject({ name: [null, "Trail Published"], price: [null, price] });
  });

  it("records the draft a product's design opens, and nothing when it is already open", async () => {
    const product = await storeProduct(a.team);
    const url = `/api/product-drafts/from-product/${product.id}`;
    const opened = await req("POST", url);
    expect(opened.status).toBe(201);
    const id = opened.json<{ id: number }>().id;
    expect(await summary(opened)).toEqual([["ProductDraft", id, "create", a.team, a.uid.designer]]);
    const again = await req("POST", url);
    expect(again.status).toBe(200);
    expect(await eventsOf(again)).toEqual([]);
  });

  it("records nothing for a refused or invalid write", async () => {
    const before = await countAll();
    const tooMany = await req("POST", "/api/product-drafts", {
      kind: "single",
      supplier_product_ids: blanks,
    });
    expect(tooMany.status).toBe(422);
    const stranger = await call(t.app, "PUT", "/api/product-drafts/99999999", {
      token: a.designer,
      headers: inStore(a.team),
      body: { step: 0 },
    });
    expect(stranger.status).toBe(404);
    expect(await countAll()).toBe(before);
  });
});
