import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft, DraftKind, MockupJob } from "../../domain/drafts";
import { slugify } from "../../domain/slug";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import {
  appUnderTest,
  demoApi,
  openPage,
  pathOf,
  retype,
  shot,
  submitLogin,
  toast,
  type DemoApi,
} from "./session.js";

/**
 * The store owner on the demo data: types a retail price key by key in a seeded product's editor
 * and finds it after a reload; publishes products of one blank from the creators with a single
 * click right after editing a field, the second of them under a numbered default slug; and sees
 * the quick creator's Name and Slug inputs at full width on a desktop and on a phone.
 */

const STORE_LINK = "oscars-tees";
const TYPED_PRICE = "18.49";

interface EditorProduct {
  price: number;
  slug: string;
  pricing: { minimum_price: number };
}

const app = appUnderTest();
let page: Page;
let errors: string[];
let ownerApi: DemoApi;
let storeId = 0;
let blank = { id: 0, name: "" };
let designFileId = 0;

const call = (method: string, path: string, body?: unknown) =>
  ownerApi.send(method, path, { body, store: storeId });
const api = <T>(method: string, path: string, body?: unknown) =>
  ownerApi.write<T>(method, path, { body, store: storeId });

/** A draft of `blanks` with the design applied and its mockups rendered, at its last step. */
async function readyDraft(kind: DraftKind, blanks: number[]): Promise<Draft> {
  const draft = await api<Draft>("POST", "/api/product-drafts", { kind, supplier_product_ids: blanks });
  await api("PUT", `/api/product-drafts/${draft.id}/design`, { file_id: designFileId });
  const { job } = await api<{ job: MockupJob }>("POST", `/api/product-drafts/${draft.id}/mockups`);
  await expect
    .poll(async () => (await api<MockupJob>("GET", `/api/mockup-jobs/${job.id}`)).status, { timeout: 60_000 })
    .toBe("done");
  const last = kind === "single" ? 3 : 4;
  return api<Draft>("PUT", `/api/product-drafts/${draft.id}`, { step: last });
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await api<{ id: number; link: string }[]>("GET", "/api/websites");
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;

  const catalogue = await api<{ data: { id: number; name: string; category: string }[] }>(
    "GET",
    "/api/all/products?per_page=50",
  );
  const tee = catalogue.data.find((p) => p.category === "T-Shirts")!;
  blank = { id: tee.id, name: tee.name };
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#c03" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([png], { type: "image/png" }), "logo.png");
  const upload = await ownerApi.write<{ data: { id: number }[] }>("POST", "/api/upload/product_production", {
    body: form,
    store: storeId,
  });
  designFileId = upload.data[0]!.id;

  ({ page, errors } = await openPage(app.browser));
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await page.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await page?.context().close();
});

describe("product editor and creators on the demo data", () => {
  it("keeps a retail price typed key by key in a seeded product's editor, saves it and shows it after a reload", async () => {
    const list = await api<{ id: number }[]>(
      "GET",
      `/api/bread/Product?range=${encodeURIComponent("[0,24]")}`,
    );
    let productId = 0;
    for (const { id } of list) {
      const product = await api<EditorProduct>("GET", `/api/products/${id}/editor`);
      if (product.pricing.minimum_price <= 1849 && product.price !== 1849) {
        productId = id;
        break;
      }
    }
    expect(productId, "a seeded product whose minimum allows $18.49").toBeGreaterThan(0);

    await page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
    const price = page.getByLabel(/^Retail price/);
    await retype(price, TYPED_PRICE);
    await expect(price.inputValue()).resolves.toBe(TYPED_PRICE);
    await shot(page, "editor-price-typed");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Product successfully updated").waitFor();
    expect((await api<EditorProduct>("GET", `/api/products/${productId}/editor`)).price).toBe(1849);

    await page.reload();
    await expect.poll(() => page.getByLabel(/^Retail price/).inputValue()).toBe(TYPED_PRICE);
    expect(errors).toEqual([]);
  });

  it("publishes two products of one blank from the product creator, each with one click after editing the name", async () => {
    const slugs: string[] = [];
    for (const round of [1, 2]) {
      const draft = await readyDraft("single", [blank.id]);
      await page.goto(`${app.server.baseUrl}/app/products/create?draft=${draft.id}`);
      const name = page.getByLabel(/^Name/);
      await retype(name, `Walk Tee ${round}`);
      // Straight from the field to Publish: leaving the field saves it, and this one click publishes.
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.waitForURL((url) => /^\/app\/Product\/\d+$/.test(pathOf(url)), { timeout: 30_000 });
      const id = Number(pathOf(page.url()).split("/").pop());
      const product = await api<EditorProduct & { name: string }>("GET", `/api/products/${id}/editor`);
      expect(product.name).toBe(`Walk Tee ${round}`);
      slugs.push(product.slug);
    }
    const base = slugify(blank.name);
    expect(new Set(slugs).size).toBe(2);
    for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${base}(-\\d+)?$`));
    expect(errors).toEqual([]);
  });

  it("shows the quick creator's Name and Slug at full width and publishes two products of one blank with one click", async () => {
    const draft = await readyDraft("multiple", [blank.id, blank.id]);
    // Back to Details (the draft is ready to publish, so the step may go back).
    await api("PUT", `/api/product-drafts/${draft.id}`, { step: 3 });
    for (const width of [393, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.server.baseUrl}/app/products/create/multiple?draft=${draft.id}`);
      const row = page.getByRole("group", { name: blank.name }).first();
      const name = row.getByLabel(/^Name/);
      const slug = row.getByLabel(/^Slug/);
      await name.waitFor();
      const rowBox = (await row.boundingBox())!;
      for (const field of [name, slug]) {
        const box = (await field.boundingBox())!;
        // Phone: one under the other, each the row's width; desktop: beside each other and the price.
        expect(box.width, `${width}px`).toBeGreaterThan(width < 600 ? rowBox.width * 0.9 : 250);
      }
      await shot(page, `creator-details-${width}`, true);
    }

    const names = page.getByLabel(/^Name/);
    await retype(names.first(), "Walk Duo A");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "Locations" }).first().waitFor();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForURL((url) => !pathOf(url).startsWith("/app/products/create"), { timeout: 30_000 });
    const left = await call("GET", `/api/product-drafts/${draft.id}`);
    expect(left.status).toBe(404);
    expect(errors).toEqual([]);
  });
});
