import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, MockupJob } from "../../domain/drafts.js";
import type { UploadResponse } from "../../domain/library.js";
import { fromJson } from "../../server/db/json.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string, designer: string, salesperson: string;
let tees: number, acme: number;
let productId: number;

const req = (method: "GET" | "POST" | "PUT", url: string, token: string, store: number, body?: unknown) =>
  call(t.app, method, url, { token, headers: { "x-website-id": String(store) }, ...(body ? { body } : {}) });

async function uploadDesign(token: string, store: number): Promise<number> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 4, background: "#e11" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), "reopen.png");
  const res = await call(t.app, "POST", "/api/upload/product_production", {
    token,
    headers: { "x-website-id": String(store) },
    body: form,
  });
  expect(res.status).toBe(200);
  return res.json<UploadResponse>().data[0]!.id;
}

async function waitForJob(id: number): Promise<MockupJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await req("GET", `/api/mockup-jobs/${id}`, owner, tees)).json<MockupJob>();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const productRow = (id: number) =>
  t.db.kysely.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const productCount = async (store: number) =>
  Number(
    (
      await t.db.kysely
        .selectFrom("products")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("website_id", "=", store)
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  [owner, designer, salesperson] = await Promise.all(
    ["owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  tees = await storeId(t.db, "Oscar's Tees");
  acme = await storeId(t.db, "Acme Team Store");
  const published = await t.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", tees)
    .where("available", "=", 1)
    .where("supplier_product_id", "is not", null)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  productId = published.id;
});
afterAll(() => t.close());

describe("reopening a published product's design", () => {
  let draft: Draft;

  it("opens the product in a draft at the design step, and the same draft again", async () => {
    const before = await productRow(productId);
    const res = await req("POST", `/api/product-drafts/from-product/${productId}`, owner, tees);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    draft = res.json<Draft>();
    // The draft names the product it updates, so the creator says "Update product", not "Publish".
    expect(draft).toMatchObject({ kind: "single", step: 1, product_id: productId });
    expect(draft.items[0]).toMatchObject({
      name: before.name,
      slug: before.slug,
      price: before.price,
      supplier: { id: before.supplier_product_id },
    });
    const again = await req("POST", `/api/product-drafts/from-product/${productId}`, owner, tees);
    expect(again.status).toBe(200);
    expect(again.json<Draft>().id).toBe(draft.id);
  });

  it("publishes the new design and mockups onto the same product", async () => {
    const before = await productRow(productId);
    const count = await productCount(tees);
    const fileId = await uploadDesign(owner, tees);
    const designed = await req("PUT", `/api/product-drafts/${draft.id}/design`, owner, tees, {
      file_id: fileId,
    });
    expect(designed.status, JSON.stringify(designed.body)).toBe(200);
    const side = Object.keys(designed.json<Draft>().items[0]!.sides)[0]!;
    const key = draft.items[0]!.key;
    const placement = { cx: 0.5, cy: 0.45, width: 0.2, height: 0.2, angle: 0 };
    const placed = await req(
      "PUT",
      `/api/product-drafts/${draft.id}/items/${key}/sides/${side}`,
      owner,
      tees,
      {
        file_id: fileId,
        placement,
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const job = (await req("POST", `/api/product-drafts/${draft.id}/mockups`, owner, tees)).json<{
      job: MockupJob;
    }>().job;
    expect(await waitForJob(job.id)).toMatchObject({ status: "done" });

    const published = await req("POST", `/api/product-drafts/${draft.id}/publish`, owner, tees);
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.json<{ product_ids: number[] }>().product_ids).toEqual([productId]);
    expect(await productCount(tees)).toBe(count);

    const after = await productRow(productId);
    expect(after).toMatchObject({ slug: before.slug, available: before.available, website_id: tees });
    expect(after.preview_photo).not.toBe(before.preview_photo);
    expect(after.preview_photo).toMatch(/^public\/mockups\//);
    const data = fromJson<{ production_photos: { place: string; projectConfig: { file_id: number } }[] }>(
      after.data,
      { production_photos: [] },
    );
    expect(data.production_photos.map((p) => [p.place, p.projectConfig.file_id])).toEqual([[side, fileId]]);
    const variants = await t.db.kysely
      .selectFrom("product_variants")
      .select("generated_photos")
      .where("product_id", "=", productId)
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.every((v) => fromJson<unknown[]>(v.generated_photos, []).length > 0)).toBe(true);
    expect((await req("GET", `/api/product-drafts/${draft.id}`, owner, tees)).status).toBe(404);

    // Reopened again, the design and its placement are back on their side.
    const reopened = (
      await req("POST", `/api/product-drafts/from-product/${productId}`, owner, tees)
    ).json<Draft>();
    expect(reopened.id).not.toBe(draft.id);
    expect(reopened.items[0]!.sides[side]).toMatchObject({ file_id: fileId });
    expect(reopened.items[0]!.sides[side]!.placement.cx).toBeCloseTo(placement.cx, 5);
  });

  it("is for the store's own non-custom products, with edit and add rights", async () => {
    const url = `/api/product-drafts/from-product/${productId}`;
    expect((await call(t.app, "POST", url)).status).toBe(401);
    // Another company's member sees no such product.
    expect((await req("POST", url, designer, acme)).status).toBe(404);
    const acmeProduct = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", acme)
      .where("supplier_product_id", "is not", null)
      .executeTakeFirstOrThrow();
    expect(
      (await req("POST", `/api/product-drafts/from-product/${acmeProduct.id}`, salesperson, acme)).status,
    ).toBe(403);
    const custom = await req("POST", "/api/create/custom", owner, tees, {
      name: "Reopen Custom",
      custom_colors: [{ name: "Navy", swatch: "#000080" }],
      sizes: ["M"],
    });
    const customId = custom.json<{ id: number }>().id;
    const refused = await req("POST", `/api/product-drafts/from-product/${customId}`, owner, tees);
    expect(refused.status).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { product_id: "A custom product has no supplier blank to design on." },
    });
  });
});
