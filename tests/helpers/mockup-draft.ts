import sharp from "sharp";
import { expect } from "vitest";
import type { Draft } from "../../domain/drafts.js";
import { fromJson } from "../../server/db/json.js";
import type { Db } from "../../server/db/types.js";
import type { Storage } from "../../server/services/storage.js";
import type { Call } from "./test-app.js";

type Request = (method: "POST" | "PUT", url: string, body?: unknown) => Promise<Call>;

export interface MockupDraft {
  draft: Draft;
  /** The design's storage key and bytes (a test may take the file away and put it back). */
  designPath: string;
  designPng: Buffer;
}

/**
 * A single-product draft of the catalogue's first active tee with a design on its front and back
 * in `colorCount` colours, ready for its mockups: what a designer prepares in the creator. The
 * test seed draws no pictures, so the tee's colours get photos in their swatch colour first.
 * `req` sends the designer's requests in the store `acme`.
 */
export async function mockupReadyDraft(
  db: Db,
  storage: Storage,
  req: Request,
  acme: number,
  colorCount: number,
): Promise<MockupDraft> {
  const tee = await db.kysely
    .selectFrom("supplier_variants as v")
    .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
    .select(["p.id", "v.color", "v.color_swatch", "v.images"])
    .where("p.is_active", "=", 1)
    .where("v.available", "=", 1)
    .where("p.category", "=", "T-Shirts")
    .orderBy("p.id")
    .execute();
  const teeId = tee[0]!.id;
  const variants = tee.filter((r) => r.id === teeId);
  for (const r of variants) {
    for (const image of fromJson<{ key: string }[]>(r.images, [])) {
      if (!(await storage.exists(image.key))) {
        const photo = await sharp({
          create: { width: 300, height: 300, channels: 3, background: r.color_swatch },
        })
          .png()
          .toBuffer();
        await storage.put(image.key, photo);
      }
    }
  }
  const designPng = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#fa1414" } })
    .png()
    .toBuffer();
  const designPath = `uploads/${acme}/mockup-jobs-logo.png`;
  await storage.put(designPath, designPng);
  const file = await db.kysely
    .insertInto("files")
    .values({
      website_id: acme,
      user_id: null,
      parent_id: null,
      type: "file",
      name: "logo.png",
      path: designPath,
      extension: "png",
      mime: "image/png",
      size: designPng.length,
      width: 200,
      height: 200,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const draft = (
    await req("POST", "/api/product-drafts", { kind: "single", supplier_product_ids: [teeId] })
  ).json<Draft>();
  const key = draft.items[0]!.key;
  for (const side of ["front", "back"]) {
    const res = await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/${side}`, {
      file_id: file.id,
      placement: { cx: 0.5, cy: 0.4, width: 0.3, height: 0.3, angle: 0 },
    });
    expect(res.status).toBe(200);
  }
  const colors = [...new Set(variants.map((r) => r.color))].slice(0, colorCount);
  const res = await req("PUT", `/api/product-drafts/${draft.id}`, { items: [{ key, colors }] });
  expect(res.status).toBe(200);
  return { draft, designPath, designPng };
}
