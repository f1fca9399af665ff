import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, MockupJob } from "../../domain/drafts.js";
import { slugify } from "../../domain/slug.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let designer: string;
let acme: number;
let blank: { id: number; name: string };
let designFileId: number;

const req = (method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  call(t.app, method, url, {
    token: designer,
    ...(body === undefined ? {} : { body }),
    headers: { "x-website-id": String(acme) },
  });

async function waitForJob(id: number): Promise<MockupJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = (await req("GET", `/api/mockup-jobs/${id}`)).json<MockupJob>();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A quick-creator draft of `blanks`, designed and rendered, left with the creator's defaults. */
async function readyDraft(blanks: number[]): Promise<Draft> {
  const created = await req("POST", "/api/product-drafts", {
    kind: "multiple",
    supplier_product_ids: blanks,
  });
  expect(created.status).toBe(201);
  const draft = created.json<Draft>();
  expect((await req("PUT", `/api/product-drafts/${draft.id}/design`, { file_id: designFileId })).status).toBe(
    200,
  );
  const { job } = (await req("POST", `/api/product-drafts/${draft.id}/mockups`)).json<{ job: MockupJob }>();
  expect(await waitForJob(job.id)).toMatchObject({ status: "done" });
  return (await req("GET", `/api/product-drafts/${draft.id}`)).json<Draft>();
}

async function publishedSlugs(draft: Draft): Promise<string[]> {
  const res = await req("POST", `/api/product-drafts/${draft.id}/publish`);
  expect(res.status).toBe(201);
  const ids = res.json<{ product_ids: number[] }>().product_ids;
  const rows = await t.db.kysely
    .selectFrom("products")
    .select(["id", "slug"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.slug ?? "");
}

/** The store's slugs: the numbering below must skip whatever the demo data already holds. */
async function storeSlugs(): Promise<Set<string>> {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select("slug")
    .where("website_id", "=", acme)
    .execute();
  return new Set(rows.map((r) => r.slug ?? ""));
}

/** The next `count` free slugs of `base` in the editor's numbering: base, base-2, base-3... */
function nextFree(base: string, taken: Set<string>, count: number): string[] {
  const found: string[] = [];
  for (let n = 1; found.length < count; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) found.push(slug);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  designer = await login(t.app, "designer@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  blank = await t.db.kysely
    .selectFrom("supplier_products")
    .select(["id", "name"])
    .where("is_active", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const file = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: acme,
      user_id: null,
      parent_id: null,
      type: "file",
      name: "logo.png",
      path: "uploads/creator-slug/logo.png",
      extension: "png",
      mime: "image/png",
      size: 1,
      width: 400,
      height: 400,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  designFileId = file.id;
  const sharp = (await import("sharp")).default;
  const { LocalStorage } = await import("../../server/services/storage.js");
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  await new LocalStorage(t.config.uploadDir).put("uploads/creator-slug/logo.png", png);
});
afterAll(() => t.close());

describe("the creator's default slug", () => {
  it("is numbered as the product editor numbers it, so every product of one blank publishes", async () => {
    const base = slugify(blank.name);
    // Two drafts of the same blank, both open before either is published, one holding it twice.
    const first = await readyDraft([blank.id, blank.id]);
    const second = await readyDraft([blank.id]);
    expect([...first.items, ...second.items].map((i) => i.slug)).toEqual([base, base, base]);

    const expected = nextFree(base, await storeSlugs(), 3);
    expect(await publishedSlugs(first)).toEqual(expected.slice(0, 2));
    expect(await publishedSlugs(second)).toEqual(expected.slice(2));
  });

  it("keeps a slug the user typed and refuses it when another product holds it", async () => {
    const taken = [...(await storeSlugs())].find((s) => s !== "" && !s.startsWith(slugify(blank.name)))!;
    const draft = await readyDraft([blank.id]);
    const key = draft.items[0]!.key;
    await req("PUT", `/api/product-drafts/${draft.id}`, { items: [{ key, slug: taken }] });
    const refused = await req("POST", `/api/product-drafts/${draft.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.json().errors).toEqual({ "items.0.slug": "This slug is already in use." });

    await req("PUT", `/api/product-drafts/${draft.id}`, { items: [{ key, slug: "my Own Slug" }] });
    expect(await publishedSlugs(draft)).toEqual(["my-own-slug"]);
  });
});
