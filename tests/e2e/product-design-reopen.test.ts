import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../domain/drafts";
import type { Placement } from "../../domain/placement";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * On the demo data, as owner@example.com: the seeded, published product 37 opens in the product
 * editor, its design opens in the design editor (Edit design), the owner places a design, moves
 * it, regenerates the mockups and publishes, and the same product (same id, same slug, no new
 * product) carries the new design and mockups.
 */

const PRODUCT_ID = 37;

const app = appUnderTest();
let page: Page;
let errors: string[];
let ownerApi: DemoApi;
let storeId = 0;

const api = <T>(path: string) => ownerApi.get<T>(path, storeId);

interface EditorView {
  id: number;
  slug: string;
  status: string;
  preview_photo_url: string | null;
  supplier: { id: number } | null;
}

async function currentDraft(): Promise<Draft> {
  const id = new URL(page.url()).searchParams.get("draft");
  expect(id).toMatch(/^\d+$/);
  return api<Draft>(`/api/product-drafts/${id}`);
}

async function productTotal(): Promise<number> {
  return (await api<{ total: number }>("/api/all/website/products?page=1&per_page=10")).total;
}

/** Drags the design on the visible Fabric canvas and waits for the moved placement to be saved. */
async function dragDesign(side: string, dx: number, dy: number): Promise<Placement> {
  const start = (await currentDraft()).items[0]!.sides[side]!.placement;
  const canvas = page.locator("canvas.upper-canvas").first();
  await canvas.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = (await canvas.boundingBox())!;
  const x = box.x + start.cx * box.width;
  const y = box.y + start.cy * box.height;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => {
      const now = (await currentDraft()).items[0]!.sides[side]!.placement;
      return Math.abs(now.cx - start.cx) + Math.abs(now.cy - start.cy) > 0.005;
    })
    .toBe(true);
  await page.getByText("All changes saved").waitFor();
  return (await currentDraft()).items[0]!.sides[side]!.placement;
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  // The owner's store that holds the seeded product.
  const stores = await ownerApi.get<{ id: number }[]>("/api/websites");
  for (const store of stores) {
    const res = await ownerApi.send("GET", `/api/products/${PRODUCT_ID}/editor`, { store: store.id });
    if (res.status === 200) storeId = store.id;
  }
  expect(storeId).toBeGreaterThan(0);

  ({ page, errors } = await openPage(app.browser));
  await page
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await page.waitForURL((url) => !pathOf(url).endsWith("/login"));
});

afterAll(async () => {
  await page?.context().close();
});

describe("a published product's design reopens in the design editor", () => {
  it("places and moves a design on seeded product 37, regenerates the mockups and publishes onto the same product", async () => {
    const before = await api<EditorView>(`/api/products/${PRODUCT_ID}/editor`);
    expect(before.status).toBe("published");
    const total = await productTotal();

    await page.goto(`${app.server.baseUrl}/app/products/edit/${PRODUCT_ID}`);
    await page.getByRole("button", { name: "Edit design" }).click();
    // A page of the product, not a new one: its address, title and breadcrumb say so.
    await page.waitForURL(
      (url) => pathOf(url) === `/app/products/edit/${PRODUCT_ID}/design` && url.searchParams.has("draft"),
    );
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect
      .poll(() => crumbs.innerText())
      .toMatch(new RegExp(`Product Details #${PRODUCT_ID}\\s+Product design`));
    await expect(
      crumbs.getByRole("link", { name: `Product Details #${PRODUCT_ID}` }).getAttribute("href"),
    ).resolves.toMatch(new RegExp(`/products/edit/${PRODUCT_ID}$`));
    const opened = await currentDraft();
    expect(opened.items[0]!.supplier.id).toBe(before.supplier!.id);
    expect(opened.items[0]!.slug).toBe(before.slug);

    // The design step: the product's blank is chosen; a design is uploaded and moved.
    await page.getByText("Upload or choose your design").waitFor();
    const png = await sharp({
      create: { width: 900, height: 900, channels: 4, background: { r: 255, g: 0, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "reopen.png", mimeType: "image/png", buffer: png });
    await expect
      .poll(async () => Object.keys((await currentDraft()).items[0]!.sides).length)
      .toBeGreaterThan(0);
    const side = Object.keys((await currentDraft()).items[0]!.sides)[0]!;
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.locator("canvas.upper-canvas").first().waitFor();
    const moved = await dragDesign(side, -20, 25);
    await shot(page, "product-design-reopen-moved");

    // Mockups, generated again for the moved design.
    await page.getByRole("button", { name: "Generate mockups" }).click();
    await expect
      .poll(
        async () => {
          const item = (await currentDraft()).items[0]!;
          return item.mockups.length > 0 && item.mockups.every((m) => !m.stale);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    await page.getByRole("list", { name: "Mockups" }).getByRole("img").first().waitFor();
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await shot(page, "product-design-reopen-pricing");
    await page.getByRole("region", { name: "Pricing" }).waitFor();

    // Pricing: a printed side raises the minimum; a price below it is raised to it first.
    const priced = (await currentDraft()).items[0]!;
    if ((priced.price ?? 0) < priced.min_price) {
      const input = page.getByRole("region", { name: "Pricing" }).getByLabel(/^Retail price/);
      await input.fill(((priced.min_price + 500) / 100).toFixed(2));
      await input.press("Tab");
      await expect.poll(async () => (await currentDraft()).items[0]!.price).toBe(priced.min_price + 500);
    }
    await page.getByRole("button", { name: "Update product", exact: true }).click();
    await page.waitForURL((url) => pathOf(url) === `/app/Product/${PRODUCT_ID}`, { timeout: 60_000 });
    await page.getByRole("button", { name: "Edit design" }).waitFor();
    await shot(page, "product-design-reopen-published");

    const after = await api<EditorView>(`/api/products/${PRODUCT_ID}/editor`);
    expect(after).toMatchObject({ id: PRODUCT_ID, slug: before.slug, status: "published" });
    expect(after.preview_photo_url).not.toBe(before.preview_photo_url);
    expect(await productTotal()).toBe(total);

    // Reopened again, the moved design is where it was left.
    const again = await ownerApi.send("POST", `/api/product-drafts/from-product/${PRODUCT_ID}`, {
      store: storeId,
    });
    expect(again.status).toBe(201);
    const placement = ((await again.json()) as Draft).items[0]!.sides[side]!.placement;
    expect(placement.cx).toBeCloseTo(moved.cx, 4);
    expect(placement.cy).toBeCloseTo(moved.cy, 4);
    expect(errors).toEqual([]);
  });
});
