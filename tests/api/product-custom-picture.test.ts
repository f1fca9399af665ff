import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadResponse } from "../../domain/library.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string, designer: string, salesperson: string;
let tees: number, acme: number;

type Editor = { id: number; slug: string; preview_photo_url: string | null; message?: string };

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#a05" } })
    .png()
    .toBuffer();

/** A product picture uploaded the way the SPA does: POST /api/upload/product_photos, files[0]. */
async function uploadPicture(token: string, website: number, name: string): Promise<number> {
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(await png())], { type: "image/png" }), name);
  const res = await call(t.app, "POST", "/api/upload/product_photos", {
    token,
    headers: { "x-website-id": String(website) },
    body: form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<UploadResponse>().data[0]!.id;
}

const post = (url: string, token: string | undefined, body: unknown, website?: number) =>
  call(t.app, "POST", url, {
    ...(token ? { token } : {}),
    ...(website ? { headers: { "x-website-id": String(website) } } : {}),
    body,
  });

const storedPicture = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom("products")
      .select("preview_photo")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).preview_photo;
const filePath = async (id: number) =>
  (await t.db.kysely.selectFrom("files").select("path").where("id", "=", id).executeTakeFirstOrThrow()).path;

const customBody = (name: string) => ({
  name,
  custom_colors: [{ name: "Navy", swatch: "#000080" }],
  sizes: ["11oz"],
});

beforeAll(async () => {
  t = await createTestApp();
  [owner, designer, salesperson] = await Promise.all(
    ["owner", "designer", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  tees = await storeId(t.db, "Oscar's Tees");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(() => t.close());

describe("custom product picture", () => {
  it("is stored at creation where the store reads a product's picture", async () => {
    const fileId = await uploadPicture(owner, tees, "mug.png");
    const res = await post(
      "/api/create/custom",
      owner,
      { ...customBody("Pictured Mug"), picture_file_id: fileId },
      tees,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.json<Editor>();
    expect(created.preview_photo_url).not.toBeNull();
    expect(await storedPicture(created.id)).toBe(await filePath(fileId));
  });

  it("is set and replaced from the editor, with an uploaded or a library file", async () => {
    const created = (await post("/api/create/custom", owner, customBody("Plain Mug"), tees)).json<Editor>();
    expect(created.preview_photo_url).toBeNull();
    const first = await uploadPicture(owner, tees, "first.png");
    const res = await post("/api/product/custom/picture", owner, { id: created.id, file_id: first });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.json<Editor>()).toMatchObject({ id: created.id, message: "Completed successfully" });
    expect(res.json<Editor>().preview_photo_url).not.toBeNull();
    expect(await storedPicture(created.id)).toBe(await filePath(first));

    // A file of the store's library (a design upload) does as well.
    const form = new FormData();
    form.append("files[0]", new Blob([new Uint8Array(await png())], { type: "image/png" }), "library.png");
    const library = await call(t.app, "POST", "/api/upload/library", {
      token: owner,
      headers: { "x-website-id": String(tees) },
      body: form,
    });
    const libraryId = library.json<UploadResponse>().data[0]!.id;
    const again = await post("/api/product/custom/picture", owner, { id: created.id, file_id: libraryId });
    expect(again.status).toBe(200);
    expect(await storedPicture(created.id)).toBe(await filePath(libraryId));

    // A later save of the product keeps it.
    const saved = await post("/api/update/custom", owner, { id: created.id, name: "Plain Mug 2" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await storedPicture(created.id)).toBe(await filePath(libraryId));
  });

  it("takes only the store's own pictures, on its own custom products, with edit rights", async () => {
    const created = (await post("/api/create/custom", owner, customBody("Guarded Mug"), tees)).json<Editor>();
    const own = await uploadPicture(owner, tees, "own.png");
    const foreign = await uploadPicture(designer, acme, "foreign.png");
    expect(
      (await post("/api/product/custom/picture", undefined, { id: created.id, file_id: own })).status,
    ).toBe(401);
    expect(
      (await post("/api/product/custom/picture", owner, { id: created.id, file_id: foreign })).status,
    ).toBe(404);
    expect(
      (
        await post(
          "/api/create/custom",
          owner,
          { ...customBody("Foreign Mug"), picture_file_id: foreign },
          tees,
        )
      ).status,
    ).toBe(404);
    // Another company's member does not see the product.
    expect(
      (await post("/api/product/custom/picture", designer, { id: created.id, file_id: own })).status,
    ).toBe(404);
    expect((await post("/api/product/custom/picture", owner, { id: created.id, file_id: "x" })).status).toBe(
      422,
    );
    // A product from a supplier blank is no custom product.
    const blankProduct = await t.db.kysely
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", tees)
      .where("supplier_product_id", "is not", null)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(
      (await post("/api/product/custom/picture", owner, { id: blankProduct.id, file_id: own })).status,
    ).toBe(404);
    // A salesperson of Acme cannot edit products.
    const acmeCustom = (
      await post("/api/create/custom", designer, customBody("Acme Mug"), acme)
    ).json<Editor>();
    const acmeFile = await uploadPicture(designer, acme, "acme.png");
    expect(
      (await post("/api/product/custom/picture", salesperson, { id: acmeCustom.id, file_id: acmeFile }))
        .status,
    ).toBe(403);
    expect(await storedPicture(created.id)).toBeNull();
  });
});
