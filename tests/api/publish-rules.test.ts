import Papa from "papaparse";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_MSG, type Draft, type MockupJob } from "../../domain/drafts.js";
import { fromJson } from "../../server/db/json.js";
import { LocalStorage } from "../../server/services/storage.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { importCsv } from "../helpers/imports.js";
import { csvForm } from "./websites-helpers.js";

/**
 * An embroidery product goes live only with its .dst, whichever way it is published: the
 * creator, the product list (one, several, the status toggle), quick edit, update multiple, the
 * editor, BREAD and the CSV import all refuse it with the same message, and all publish it once
 * the file is there.
 */
let t: TestApp;
let storage: LocalStorage;
let designer: string;
let acme: number;
let productId: number;
let dstFileId: number;

const NEEDS_DST = DRAFT_MSG.embroideryNeedsDst;
const send = (method: "POST" | "PUT", url: string, body?: unknown) =>
  call(t.app, method, url, {
    token: designer,
    headers: { "x-website-id": String(acme) },
    ...(body === undefined ? {} : { body }),
  });

async function addFile(name: string, body: Buffer, mime: string, size?: { w: number; h: number }) {
  const path = `uploads/${acme}/${Date.now()}-${name}`;
  await storage.put(path, body);
  const row = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: acme,
      user_id: null,
      parent_id: null,
      type: "file",
      name,
      path,
      extension: name.split(".").pop() ?? null,
      mime,
      size: body.length,
      width: size?.w ?? null,
      height: size?.h ?? null,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const available = async (id = productId) =>
  (
    await t.db.kysely
      .selectFrom("products")
      .select("available")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).available;
const unpublish = async () => {
  expect((await send("POST", `/api/product/status/${productId}/0`)).status).toBe(200);
  expect(await available()).toBe(0);
};

/** Every publish path of a stored product, as the SPA calls it. */
const PATHS: { name: string; publish: () => Promise<{ status: number; body: unknown }> }[] = [
  { name: "product list: publish one", publish: () => send("POST", `/api/product/publish/${productId}`) },
  { name: "product list: status toggle", publish: () => send("POST", `/api/product/status/${productId}/1`) },
  {
    name: "product list: bulk status",
    publish: () => send("POST", "/api/products/change/status", { ids: [productId], status: "published" }),
  },
  {
    name: "quick edit",
    publish: () => send("POST", "/api/quick-edit/product", { id: productId, available: 1 }),
  },
  {
    name: "update multiple",
    publish: () =>
      send("POST", "/api/update/multiple/products", { products: [{ id: productId, available: 1 }] }),
  },
  {
    name: "product editor",
    publish: () => send("POST", `/api/products/${productId}/update`, { available: 1 }),
  },
  { name: "BREAD Product", publish: () => send("PUT", `/api/bread/Product/${productId}`, { available: 1 }) },
  {
    name: "products CSV import",
    publish: async () => {
      const row = await t.db.kysely
        .selectFrom("products")
        .select(["id", "name", "price"])
        .where("id", "=", productId)
        .executeTakeFirstOrThrow();
      const text = Papa.unparse([
        { id: row.id, name: row.name, price: (row.price / 100).toFixed(2), published: 1 },
      ]);
      return importCsv(t.app, `/api/products/import?website_id=${acme}`, {
        token: designer,
        body: csvForm("products.csv", text),
      });
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  storage = new LocalStorage(t.config.uploadDir);
  designer = await login(t.app, "designer@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  // A demo product of the store, embroidered and not published.
  const row = await t.db.kysely
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", acme)
    .where("print_method", "=", "embroidery")
    .where("available", "=", 0)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  productId = row.id;
  dstFileId = await addFile("crest.dst", Buffer.from("LA:crest"), "application/octet-stream");
});
afterAll(() => t.close());

describe("an embroidery product without its .dst", () => {
  it.each(PATHS.map((p) => [p.name, p] as const))(
    "is refused by %s with the spec's message",
    async (_n, path) => {
      const res = await path.publish();
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(NEEDS_DST);
      expect(await available()).toBe(0);
    },
  );

  it("names the product's row in bulk answers", async () => {
    const res = await send("POST", "/api/update/multiple/products", {
      products: [{ id: productId, available: 1 }],
    });
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      "products.0.available": NEEDS_DST,
    });
    const bulk = await send("POST", "/api/products/change/status", { ids: [productId], status: "published" });
    expect(bulk.json<{ errors: Record<string, string> }>().errors).toEqual({ "ids.0": NEEDS_DST });
  });
});

describe("an embroidery product with its .dst", () => {
  it.each(PATHS.map((p) => [p.name, p] as const))("is published by %s", async (_n, path) => {
    const attached = await send("POST", `/api/products/${productId}/update`, {
      print_files: [{ place: "front", file_id: dstFileId }],
    });
    expect(attached.status).toBe(200);
    const res = await path.publish();
    expect(res.status).toBeLessThan(300);
    expect(await available()).toBe(1);
    await unpublish();
  });
});

describe("the creator's publish of an embroidery item", () => {
  it("is refused without a .dst and publishes once the item's embroidery request brings one", async () => {
    const blank = await t.db.kysely
      .selectFrom("supplier_products")
      .select("id")
      .where("is_active", "=", 1)
      .where("category", "=", "Polos")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // The test seed draws no pictures: give the blank's colours photos for the mockups.
    const images = await t.db.kysely
      .selectFrom("supplier_variants")
      .select(["images", "color_swatch"])
      .where("supplier_product_id", "=", blank.id)
      .execute();
    for (const v of images) {
      for (const image of fromJson<{ key: string }[]>(v.images, [])) {
        if (await storage.exists(image.key)) continue;
        const background = v.color_swatch ?? "#888888";
        await storage.put(
          image.key,
          await sharp({ create: { width: 600, height: 600, channels: 3, background } })
            .png()
            .toBuffer(),
        );
      }
    }
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const logo = await addFile("logo.png", png, "image/png", { w: 400, h: 400 });

    const draft = (
      await send("POST", "/api/product-drafts", { kind: "single", supplier_product_ids: [blank.id] })
    ).json<Draft>();
    const key = draft.items[0]!.key;
    const method = await send("PUT", `/api/product-drafts/${draft.id}`, {
      items: [{ key, print_method: "embroidery", name: "Crest Polo" }],
    });
    expect(method.status).toBe(200);
    const side = await send("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/front`, {
      file_id: logo,
      placement: { cx: 0.5, cy: 0.4, width: 0.3, height: 0.3, angle: 0 },
    });
    expect(side.status).toBe(200);
    const job = (await send("POST", `/api/product-drafts/${draft.id}/mockups`)).json<{ job: MockupJob }>()
      .job;
    const deadline = Date.now() + 60_000;
    for (let status = job.status; status !== "done";) {
      expect(status).not.toBe("failed");
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await call(t.app, "GET", `/api/mockup-jobs/${job.id}`, { token: designer });
      status = res.json<MockupJob>().status;
    }

    const refused = await send("POST", `/api/product-drafts/${draft.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
      "items.0.print_files": NEEDS_DST,
    });

    const request = await send("POST", "/api/embroidery/request", {
      draft_id: draft.id,
      item_key: key,
      file_id: dstFileId,
    });
    expect(request.status).toBe(201);
    const published = await send("POST", `/api/product-drafts/${draft.id}/publish`);
    expect(published.status).toBe(201);
    const [id] = published.json<{ product_ids: number[] }>().product_ids;
    const product = await t.db.kysely
      .selectFrom("products")
      .select(["available", "print_method", "data"])
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ available: 1, print_method: "embroidery" });
    const files = fromJson<{ print_files: { file_id: number }[] }>(product.data, {
      print_files: [],
    }).print_files;
    expect(files.map((f) => f.file_id)).toEqual([dstFileId]);
  });
});
