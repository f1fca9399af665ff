import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRAFT_MSG, type Draft, type DraftList, type MockupJob } from "../../domain/drafts.js";
import { insidePrintArea, printAreaRect } from "../../domain/placement.js";
import { PRICING_MSG } from "../../domain/pricing.js";
import { VARIANT_MSG } from "../../domain/variants.js";
import { fromJson } from "../../server/db/json.js";
import { failInterruptedJobs, JOB_MSG } from "../../server/services/mockups/jobs.js";
import { LocalStorage } from "../../server/services/storage.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let storage: LocalStorage;
let designer: string, storeAdmin: string, owner: string, salesperson: string;
let acme: number, oscars: number;
let tee: { id: number; colors: string[]; swatches: Map<string, string> };
let others: number[];
let designFileId: number, otherStoreFileId: number, dstFileId: number;

const DESIGN = { r: 250, g: 20, b: 20 };

const headers = (store: number) => ({ "x-website-id": String(store) });
const req = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token?: string,
  body?: unknown,
  store = acme,
) =>
  call(t.app, method, url, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    headers: headers(store),
  });

async function addFile(
  websiteId: number,
  name: string,
  body: Buffer,
  mime: string,
  size?: { w: number; h: number },
) {
  const path = `uploads/${websiteId}/${Date.now()}-${name}`;
  await storage.put(path, body);
  const row = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: websiteId,
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

async function waitForJob(id: number, token = designer): Promise<MockupJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await req("GET", `/api/mockup-jobs/${id}`, token);
    expect(res.status).toBe(200);
    const job = res.json<MockupJob>();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A signed or public file URL fetched through the app, decoded to pixels. */
async function fetchPixels(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  const { data, info } = await sharp(res.rawPayload)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    at(x: number, y: number) {
      const i = (Math.floor(y) * info.width + Math.floor(x)) * 4;
      return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
    },
  };
}

const hexRgb = (hex: string) => ({
  r: parseInt(hex.slice(1, 3), 16),
  g: parseInt(hex.slice(3, 5), 16),
  b: parseInt(hex.slice(5, 7), 16),
});
const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) < 10 && Math.abs(a.g - b.g) < 10 && Math.abs(a.b - b.b) < 10;

beforeAll(async () => {
  t = await createTestApp();
  storage = new LocalStorage(t.config.uploadDir);
  [designer, storeAdmin, owner, salesperson] = await Promise.all(
    ["designer", "store-admin", "owner", "salesperson"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  oscars = await storeId(t.db, "Oscar's Tees");
  const rows = await t.db.kysely
    .selectFrom("supplier_variants as v")
    .innerJoin("supplier_products as p", "p.id", "v.supplier_product_id")
    .select(["p.id", "v.color", "v.color_swatch", "v.images"])
    .where("p.is_active", "=", 1)
    .where("v.available", "=", 1)
    .where("p.category", "=", "T-Shirts")
    .orderBy("p.id")
    .execute();
  const firstId = rows[0]!.id;
  const mine = rows.filter((r) => r.id === firstId);
  tee = {
    id: firstId,
    colors: [...new Set(mine.map((r) => r.color))],
    swatches: new Map(mine.map((r) => [r.color, r.color_swatch])),
  };
  // The test seed draws no pictures: give the tee's colours real photos (600 px, the swatch colour).
  for (const r of mine) {
    for (const image of fromJson<{ key: string }[]>(r.images, [])) {
      if (!(await storage.exists(image.key))) {
        const photo = await sharp({
          create: { width: 600, height: 600, channels: 3, background: r.color_swatch },
        })
          .png()
          .toBuffer();
        await storage.put(image.key, photo);
      }
    }
  }
  others = [
    ...new Set(
      (
        await t.db.kysely
          .selectFrom("supplier_products")
          .select("id")
          .where("is_active", "=", 1)
          .where("id", "<>", firstId)
          .orderBy("id")
          .limit(12)
          .execute()
      ).map((r) => r.id),
    ),
  ];
  const design = await sharp({ create: { width: 400, height: 400, channels: 3, background: DESIGN } })
    .png()
    .toBuffer();
  designFileId = await addFile(acme, "logo.png", design, "image/png", { w: 400, h: 400 });
  otherStoreFileId = await addFile(oscars, "theirs.png", design, "image/png", { w: 400, h: 400 });
  dstFileId = await addFile(acme, "logo.dst", Buffer.from("LA:logo"), "application/octet-stream");
});
afterAll(() => t.close());

let draft: Draft;

describe("POST /api/product-drafts", () => {
  it("starts a single-product draft from a blank", async () => {
    const res = await req("POST", "/api/product-drafts", designer, {
      kind: "single",
      supplier_product_ids: [tee.id],
    });
    expect(res.status).toBe(201);
    draft = res.json<Draft>();
    expect(draft.kind).toBe("single");
    expect(draft.step).toBe(0);
    // A new product, not a reopened one: publishing creates it.
    expect(draft.product_id).toBeNull();
    const item = draft.items[0]!;
    expect(item.supplier.id).toBe(tee.id);
    expect(item.colors).toHaveLength(1);
    expect(item.colors[0]).toBe(item.supplier.colors.find((c) => tee.colors.includes(c.name))?.name);
    expect(item.supplier.print_areas.map((a) => a.original_side)).toEqual(["front", "back"]);
    expect(item.supplier.colors[0]?.images.front).toMatch(/^\/files\//);
    expect(item.price).toBeGreaterThanOrEqual(item.min_price);
    expect(item.sides).toEqual({});
    expect(draft.job).toBeNull();
  });

  it("refuses more than 10 blanks with the spec's message, and a second blank in a single draft", async () => {
    const eleven = await req("POST", "/api/product-drafts", designer, {
      kind: "multiple",
      supplier_product_ids: [tee.id, ...others.slice(0, 10)],
    });
    expect(eleven.status).toBe(422);
    expect(eleven.json().message).toBe("Max. products limit has been reached.");
    const two = await req("POST", "/api/product-drafts", designer, {
      kind: "single",
      supplier_product_ids: [tee.id, others[0]],
    });
    expect(two.status).toBe(422);
    expect(two.json().errors).toEqual({ supplier_product_ids: DRAFT_MSG.maxProducts });
  });

  it("answers 401 without a session, 403 without add_products, 404 in another store, 422 for bad input", async () => {
    const body = { kind: "single", supplier_product_ids: [tee.id] };
    expect((await call(t.app, "POST", "/api/product-drafts", { body, headers: headers(acme) })).status).toBe(
      401,
    );
    expect((await req("POST", "/api/product-drafts", salesperson, body)).status).toBe(403);
    expect((await req("POST", "/api/product-drafts", owner, body)).status).toBe(404);
    expect(
      (await req("POST", "/api/product-drafts", designer, { kind: "other", supplier_product_ids: [tee.id] }))
        .status,
    ).toBe(422);
    const unknown = await req("POST", "/api/product-drafts", designer, {
      kind: "single",
      supplier_product_ids: [999999],
    });
    expect(unknown.status).toBe(422);
  });
});

describe("GET /api/product-drafts and /api/product-drafts/{id}", () => {
  it("lists the caller's open drafts newest first, by kind", async () => {
    const multi = await req("POST", "/api/product-drafts", designer, {
      kind: "multiple",
      supplier_product_ids: others.slice(0, 2),
    });
    expect(multi.status).toBe(201);
    const all = (await req("GET", "/api/product-drafts", designer)).json<DraftList>();
    expect(all.total).toBe(2);
    expect(all.data[0]?.id).toBe(multi.json<Draft>().id);
    expect(all.data[0]?.item_count).toBe(2);
    const singles = (await req("GET", "/api/product-drafts?kind=single", designer)).json<DraftList>();
    expect(singles.data.map((d) => d.id)).toEqual([draft.id]);
    expect(singles.data[0]?.image).toMatch(/^\/files\//);
    // Someone else's drafts are not listed, and cannot be read.
    expect((await req("GET", "/api/product-drafts", storeAdmin)).json<DraftList>().total).toBe(0);
    expect((await req("GET", `/api/product-drafts/${draft.id}`, storeAdmin)).status).toBe(404);
    await req("DELETE", `/api/product-drafts/${multi.json<Draft>().id}`, designer);
  });

  it("reads a draft; 401 without a session, 404 for another store or a missing one, 400 for a bad id", async () => {
    const res = await req("GET", `/api/product-drafts/${draft.id}`, designer);
    expect(res.status).toBe(200);
    expect(res.json<Draft>().items[0]?.key).toBe(draft.items[0]?.key);
    expect((await call(t.app, "GET", `/api/product-drafts/${draft.id}`)).status).toBe(401);
    expect((await req("GET", `/api/product-drafts/${draft.id}`, designer, undefined, oscars)).status).toBe(
      404,
    );
    expect((await req("GET", "/api/product-drafts/999999", designer)).status).toBe(404);
    expect((await req("GET", "/api/product-drafts/abc", designer)).status).toBe(400);
    expect((await req("GET", "/api/product-drafts", salesperson)).status).toBe(403);
  });
});

describe("PUT /api/product-drafts/{id}/items/{key}/sides/{side}", () => {
  it("saves a design per side, clamped into the print area, with its DPI", async () => {
    const key = draft.items[0]!.key;
    const front = await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/front`, designer, {
      file_id: designFileId,
      // Too big and off the area: the server clamps it.
      placement: { cx: 0.9, cy: 0.2, width: 0.8, height: 0.8, angle: 0 },
    });
    expect(front.status).toBe(200);
    const side = front.json<Draft>().items[0]!.sides.front!;
    const area = front.json<Draft>().items[0]!.supplier.print_areas[0]!;
    expect(insidePrintArea(area, side.placement)).toBe(true);
    expect(side.file_url).toMatch(/^\/files\/signed\//);
    expect([side.width_px, side.height_px]).toEqual([400, 400]);
    expect(side.dpi).toBeGreaterThan(0);
    const back = await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/back`, designer, {
      file_id: designFileId,
      placement: { cx: 0.5, cy: 0.4, width: 0.2, height: 0.2, angle: 15 },
    });
    expect(back.status).toBe(200);
    draft = back.json<Draft>();
    expect(Object.keys(draft.items[0]!.sides).sort()).toEqual(["back", "front"]);
    expect(draft.items[0]!.pricing.areas).toBe(2);
  });

  it("refuses another store's file, an unknown side or item (404), bad placements (422), no session (401)", async () => {
    const key = draft.items[0]!.key;
    const url = `/api/product-drafts/${draft.id}/items/${key}/sides/front`;
    const placement = { cx: 0.5, cy: 0.4, width: 0.2, height: 0.2, angle: 0 };
    expect((await req("PUT", url, designer, { file_id: otherStoreFileId, placement })).status).toBe(404);
    expect((await req("PUT", url, designer, { file_id: dstFileId, placement })).status).toBe(404);
    expect(
      (
        await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/sleeve`, designer, {
          file_id: designFileId,
          placement,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await req("PUT", `/api/product-drafts/${draft.id}/items/nope/sides/front`, designer, {
          file_id: designFileId,
          placement,
        })
      ).status,
    ).toBe(404);
    const bad = await req("PUT", url, designer, {
      file_id: designFileId,
      placement: { ...placement, width: -1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json().errors as object)).toEqual(["placement.width"]);
    expect((await call(t.app, "PUT", url, { body: { file_id: designFileId, placement } })).status).toBe(401);
    expect((await req("PUT", url, storeAdmin, { file_id: designFileId, placement })).status).toBe(404);
  });
});

describe("PUT /api/product-drafts/{id}", () => {
  it("edits colours, name and price, and refuses unknown colours and methods", async () => {
    const key = draft.items[0]!.key;
    const res = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: tee.colors.slice(0, 2), name: "  Team Tee  ", slug: "Team Tee" }],
    });
    expect(res.status).toBe(200);
    draft = res.json<Draft>();
    expect(draft.items[0]).toMatchObject({
      colors: tee.colors.slice(0, 2),
      name: "Team Tee",
      slug: "team-tee",
    });
    const unknown = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: ["Plaid"] }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json().errors).toEqual({ "items.0.colors": DRAFT_MSG.unknownColor });
    const method = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, print_method: "engraving" }],
    });
    expect(method.status).toBe(422);
    expect(method.json().errors).toEqual({ "items.0.print_method": DRAFT_MSG.methodNotOffered });
    expect((await req("PUT", `/api/product-drafts/${draft.id}`, designer, { step: "x" })).status).toBe(422);
  });

  it("moves forward only when the earlier steps are complete", async () => {
    const refused = await req("PUT", `/api/product-drafts/${draft.id}`, designer, { step: 3 });
    expect(refused.status).toBe(422);
    expect(refused.json().errors).toEqual({ "items.0.mockups": DRAFT_MSG.mockupsMissing });
    const ok = await req("PUT", `/api/product-drafts/${draft.id}`, designer, { step: 2 });
    expect(ok.status).toBe(200);
    expect(ok.json<Draft>().step).toBe(2);
    const back = await req("PUT", `/api/product-drafts/${draft.id}`, designer, { step: 0 });
    expect(back.json<Draft>().step).toBe(0);
  });
});

describe("mockups", () => {
  it("renders every colour and side in the background, with the design inside the placement", async () => {
    const res = await req("POST", `/api/product-drafts/${draft.id}/mockups`, designer);
    expect(res.status).toBe(202);
    const { job } = res.json<{ job: MockupJob }>();
    expect(job.status).toBe("queued");
    const finished = await waitForJob(job.id);
    expect(finished).toMatchObject({ status: "done", done: 4, total: 4, error: null });
    draft = (await req("GET", `/api/product-drafts/${draft.id}`, designer)).json<Draft>();
    const item = draft.items[0]!;
    expect(item.mockups).toHaveLength(4);
    expect(item.mockups.every((m) => !m.stale)).toBe(true);
    expect(draft.job?.status).toBe("done");
    for (const mockup of item.mockups) {
      const p = item.sides[mockup.side]!.placement;
      const img = await fetchPixels(mockup.url);
      const blank = hexRgb(tee.swatches.get(mockup.color)!);
      expect(near(img.at(p.cx * 600, p.cy * 600), DESIGN)).toBe(true);
      const rect = printAreaRect(item.supplier.print_areas.find((a) => a.original_side === mockup.side)!);
      expect(near(img.at((rect.x + rect.width) * 600 + 5, p.cy * 600), blank)).toBe(true);
      expect(near(img.at(5, 5), blank)).toBe(true);
    }
  });

  it("marks mockups stale on a colour change and a placement change, and drops a removed colour's", async () => {
    const key = draft.items[0]!.key;
    const added = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: tee.colors.slice(0, 3) }],
    });
    expect(added.json<Draft>().items[0]!.mockups.every((m) => m.stale)).toBe(true);
    const removed = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: [tee.colors[0]] }],
    });
    const item = removed.json<Draft>().items[0]!;
    expect(item.mockups.map((m) => m.color)).toEqual([tee.colors[0], tee.colors[0]]);
    const last = await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: [] }],
    });
    expect(last.status).toBe(422);
    expect(last.json().errors).toEqual({ "items.0.colors": VARIANT_MSG.lastColor });
    // Regenerate for two colours, then move the back design: only the back goes stale.
    await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: tee.colors.slice(0, 2) }],
    });
    const job = (await req("POST", `/api/product-drafts/${draft.id}/mockups`, designer)).json<{
      job: MockupJob;
    }>().job;
    expect(await waitForJob(job.id)).toMatchObject({ status: "done", total: 4 });
    const moved = await req("PUT", `/api/product-drafts/${draft.id}/items/${key}/sides/back`, designer, {
      file_id: designFileId,
      placement: { cx: 0.5, cy: 0.45, width: 0.2, height: 0.2, angle: 0 },
    });
    const after = moved.json<Draft>().items[0]!;
    expect(after.mockups.filter((m) => m.stale).map((m) => m.side)).toEqual(["back", "back"]);
    const again = (await req("POST", `/api/product-drafts/${draft.id}/mockups`, designer)).json<{
      job: MockupJob;
    }>().job;
    // Only the two stale ones are rendered.
    expect(await waitForJob(again.id)).toMatchObject({ status: "done", total: 2, done: 2 });
  });

  it("refuses a draft without designs (422), a stranger's draft or job (404), no session (401)", async () => {
    const empty = (
      await req("POST", "/api/product-drafts", designer, { kind: "single", supplier_product_ids: [tee.id] })
    ).json<Draft>();
    const none = await req("POST", `/api/product-drafts/${empty.id}/mockups`, designer);
    expect(none.status).toBe(422);
    expect(none.json().errors).toEqual({ "items.0.sides": DRAFT_MSG.chooseDesign });
    expect((await req("POST", `/api/product-drafts/${draft.id}/mockups`, storeAdmin)).status).toBe(404);
    expect((await call(t.app, "POST", `/api/product-drafts/${draft.id}/mockups`)).status).toBe(401);
    const job =
      draft.job ?? (await req("GET", `/api/product-drafts/${draft.id}`, designer)).json<Draft>().job;
    expect((await req("GET", `/api/mockup-jobs/${job!.id}`, storeAdmin)).status).toBe(404);
    expect((await call(t.app, "GET", `/api/mockup-jobs/${job!.id}`)).status).toBe(401);
    await req("DELETE", `/api/product-drafts/${empty.id}`, designer);
  });

  it("fails what a previous process left queued or running", async () => {
    const job = await t.db.kysely
      .insertInto("mockup_jobs")
      .values({ draft_id: draft.id, status: "running" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await failInterruptedJobs(t.db.kysely);
    const res = (await req("GET", `/api/mockup-jobs/${job.id}`, designer)).json<MockupJob>();
    expect(res).toMatchObject({ status: "failed", error: JOB_MSG.interrupted });
  });
});

describe("multi-product drafts", () => {
  it("adds up to 10 blanks, applies one design to all, removes items", async () => {
    const multi = (
      await req("POST", "/api/product-drafts", designer, {
        kind: "multiple",
        supplier_product_ids: others.slice(0, 9),
      })
    ).json<Draft>();
    const tenth = await req("POST", `/api/product-drafts/${multi.id}/items`, designer, {
      supplier_product_id: tee.id,
    });
    expect(tenth.status).toBe(201);
    expect(tenth.json<Draft>().items).toHaveLength(10);
    const eleventh = await req("POST", `/api/product-drafts/${multi.id}/items`, designer, {
      supplier_product_id: tee.id,
    });
    expect(eleventh.status).toBe(422);
    expect(eleventh.json().message).toBe(DRAFT_MSG.maxProducts);
    expect(
      (await req("POST", `/api/product-drafts/${multi.id}/items`, designer, { supplier_product_id: "x" }))
        .status,
    ).toBe(422);
    const design = await req("PUT", `/api/product-drafts/${multi.id}/design`, designer, {
      file_id: designFileId,
    });
    expect(design.status).toBe(200);
    const items = design.json<Draft>().items;
    expect(items.every((i) => Object.keys(i.sides).length === 1)).toBe(true);
    expect(
      (await req("PUT", `/api/product-drafts/${multi.id}/design`, designer, { file_id: otherStoreFileId }))
        .status,
    ).toBe(404);
    const removed = await req("DELETE", `/api/product-drafts/${multi.id}/items/${items[0]!.key}`, designer);
    expect(removed.json<Draft>().items).toHaveLength(9);
    expect((await req("DELETE", `/api/product-drafts/${multi.id}/items/nope`, designer)).status).toBe(404);
    expect(
      (await call(t.app, "DELETE", `/api/product-drafts/${multi.id}/items/${items[1]!.key}`)).status,
    ).toBe(401);
    expect((await req("DELETE", `/api/product-drafts/${multi.id}`, designer)).status).toBe(204);
    expect((await req("GET", `/api/product-drafts/${multi.id}`, designer)).status).toBe(404);
  });
});

describe("POST /api/embroidery/request", () => {
  it("records a digitising request for an item's design", async () => {
    const key = draft.items[0]!.key;
    const res = await req("POST", "/api/embroidery/request", designer, {
      draft_id: draft.id,
      item_key: key,
      note: "3 colours",
    });
    expect(res.status).toBe(201);
    const row = await t.db.kysely
      .selectFrom("embroidery_requests")
      .selectAll()
      .where("id", "=", res.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      website_id: acme,
      draft_id: draft.id,
      item_key: key,
      file_id: designFileId,
      status: "requested",
    });
    const dst = await req("POST", "/api/embroidery/request", designer, {
      draft_id: draft.id,
      item_key: key,
      file_id: dstFileId,
    });
    expect(dst.status).toBe(201);
  });

  it("answers 404 for an unknown item or a stranger's draft, 422 for bad input, 401 without a session", async () => {
    const body = { draft_id: draft.id, item_key: draft.items[0]!.key };
    expect(
      (await req("POST", "/api/embroidery/request", designer, { ...body, item_key: "nope" })).status,
    ).toBe(404);
    expect((await req("POST", "/api/embroidery/request", storeAdmin, body)).status).toBe(404);
    expect((await req("POST", "/api/embroidery/request", designer, { draft_id: "x" })).status).toBe(422);
    expect((await call(t.app, "POST", "/api/embroidery/request", { body })).status).toBe(401);
  });
});

describe("POST /api/product-drafts/{id}/publish", () => {
  it("refuses while mockups are stale, a price is below the minimum, or for a stranger", async () => {
    const key = draft.items[0]!.key;
    await req("PUT", `/api/product-drafts/${draft.id}`, designer, {
      items: [{ key, colors: tee.colors.slice(0, 3) }],
    });
    const stale = await req("POST", `/api/product-drafts/${draft.id}/publish`, designer);
    expect(stale.status).toBe(422);
    expect(stale.json().errors).toEqual({ "items.0.mockups": DRAFT_MSG.mockupsStale });
    const job = (await req("POST", `/api/product-drafts/${draft.id}/mockups`, designer)).json<{
      job: MockupJob;
    }>().job;
    expect(await waitForJob(job.id)).toMatchObject({ status: "done" });
    const low = await req("PUT", `/api/product-drafts/${draft.id}`, designer, { items: [{ key, price: 1 }] });
    expect(low.status).toBe(200);
    const cheap = await req("POST", `/api/product-drafts/${draft.id}/publish`, designer);
    expect(cheap.status).toBe(422);
    expect(cheap.json().errors).toEqual({
      "items.0.price": expect.stringContaining(`${PRICING_MSG.priceBelowMinimum} The minimum price is $`),
    });
    expect((await req("POST", `/api/product-drafts/${draft.id}/publish`, storeAdmin)).status).toBe(404);
    expect((await call(t.app, "POST", `/api/product-drafts/${draft.id}/publish`)).status).toBe(401);
  });

  it("creates the product with its variants, mockups and preview, and discards the draft", async () => {
    const item = draft.items[0]!;
    const price =
      (await req("GET", `/api/product-drafts/${draft.id}`, designer)).json<Draft>().items[0]!.min_price + 500;
    await req("PUT", `/api/product-drafts/${draft.id}`, designer, { items: [{ key: item.key, price }] });
    const res = await req("POST", `/api/product-drafts/${draft.id}/publish`, designer);
    expect(res.status).toBe(201);
    const [productId] = res.json<{ product_ids: number[] }>().product_ids;
    const product = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("id", "=", productId!)
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      website_id: acme,
      name: "Team Tee",
      slug: "team-tee",
      price,
      available: 1,
      print_method: "dtg",
    });
    expect(product.preview_photo).toMatch(/^public\/mockups\/.+\.png$/);
    expect(product.featured_front_image).toBe(product.preview_photo);
    const data = fromJson<{
      print_areas: string[];
      production_photos: { place: string; mocup: string; projectConfig: { placement: unknown } }[];
      variation_list: { color: string; place: string; mocup: string }[];
    }>(product.data, { print_areas: [], production_photos: [], variation_list: [] });
    expect(data.print_areas).toEqual(["front", "back"]);
    expect(data.production_photos.map((p) => p.place)).toEqual(["front", "back"]);
    expect(data.production_photos[0]?.projectConfig.placement).toEqual(item.sides.front?.placement);
    expect(data.variation_list).toHaveLength(6);
    const variants = await t.db.kysely
      .selectFrom("product_variants")
      .selectAll()
      .where("product_id", "=", productId!)
      .execute();
    expect(new Set(variants.map((v) => v.color))).toEqual(new Set(tee.colors.slice(0, 3)));
    for (const v of variants) {
      const photos = fromJson<{ src: string; mocup: string; place: string }[]>(v.generated_photos, []);
      expect(photos.map((p) => p.place)).toEqual(["front", "back"]);
      expect(photos.every((p) => p.mocup.startsWith("public/mockups/"))).toBe(true);
    }
    // The published mockup is public and shows the design.
    const img = await fetchPixels(`/files/${product.preview_photo}`);
    expect(img.width).toBe(600);
    expect((await req("GET", `/api/product-drafts/${draft.id}`, designer)).status).toBe(404);
  });
});

describe("publishing a multi-product draft", () => {
  it("needs every product's details and a front or back mockup, then creates them all in one go", async () => {
    const multi = (
      await req("POST", "/api/product-drafts", designer, {
        kind: "multiple",
        supplier_product_ids: others.slice(0, 2),
      })
    ).json<Draft>();
    await req("PUT", `/api/product-drafts/${multi.id}/design`, designer, { file_id: designFileId });
    const early = await req("PUT", `/api/product-drafts/${multi.id}`, designer, { step: 4 });
    expect(early.status).toBe(422);
    expect(Object.values(early.json().errors as object)).toContain(DRAFT_MSG.mockupsMissing);
    const job = (await req("POST", `/api/product-drafts/${multi.id}/mockups`, designer)).json<{
      job: MockupJob;
    }>().job;
    // These blanks have no photos in the test seed: rendered on their swatch colour.
    expect(await waitForJob(job.id)).toMatchObject({ status: "done", total: 2, done: 2 });
    const ready = await req("PUT", `/api/product-drafts/${multi.id}`, designer, { step: 4 });
    expect(ready.status).toBe(200);
    const [first, second] = ready.json<Draft>().items;
    // A slug the store already uses is refused on that product.
    await req("PUT", `/api/product-drafts/${multi.id}`, designer, {
      items: [{ key: second!.key, slug: "team-tee" }],
    });
    const taken = await req("POST", `/api/product-drafts/${multi.id}/publish`, designer);
    expect(taken.status).toBe(422);
    expect(taken.json().errors).toEqual({ "items.1.slug": "This slug is already in use." });
    const before = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    await req("PUT", `/api/product-drafts/${multi.id}`, designer, {
      items: [{ key: second!.key, slug: "second-batch-product" }],
    });
    const res = await req("POST", `/api/product-drafts/${multi.id}/publish`, designer);
    expect(res.status).toBe(201);
    const ids = res.json<{ product_ids: number[] }>().product_ids;
    expect(ids).toHaveLength(2);
    const rows = await t.db.kysely
      .selectFrom("products")
      .selectAll()
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.name)).toEqual([first!.name, second!.name]);
    expect(rows[1]!.slug).toBe("second-batch-product");
    expect(rows.every((r) => r.preview_photo?.startsWith("public/mockups/"))).toBe(true);
    const after = await t.db.kysely
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("website_id", "=", acme)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 2);
  });
});

describe("OpenAPI", () => {
  it("documents every draft call", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, object>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/product-drafts",
        "/api/product-drafts/{id}",
        "/api/product-drafts/{id}/items",
        "/api/product-drafts/{id}/items/{key}",
        "/api/product-drafts/{id}/items/{key}/sides/{side}",
        "/api/product-drafts/{id}/design",
        "/api/product-drafts/{id}/mockups",
        "/api/product-drafts/{id}/publish",
        "/api/mockup-jobs/{id}",
        "/api/embroidery/request",
      ]),
    );
  });
});
