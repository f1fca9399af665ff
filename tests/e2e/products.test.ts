import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Draft } from "../../domain/drafts";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import {
  appUnderTest,
  demoApi,
  openPage,
  pathOf,
  shot,
  submitLogin,
  toast,
  type DemoApi,
} from "./session.js";

/**
 * Issue 5 bar, through the UI: the store owner picks a blank in the catalogue ("Add to store"),
 * goes through the product creator with it (design, 3 colours, mockups, 4 sizes, a price: one
 * below the minimum is refused at the field), publishes, and finds the product of 3 x 4 = 12
 * variants in the editor, in the admin's variant table and in the product list's search.
 */

const BLANK = "Bella+Canvas 3001 Unisex Jersey Tee";
const STORE_LINK = "oscars-tees";
const PRODUCT_NAME = `Crew Tee ${Date.now().toString(36)}`;

interface EditorProduct {
  name: string;
  price: number;
  status: string;
  available: number;
  colors: string[];
  sizes: string[];
  variants: { color: string; size: string }[];
  pricing: { minimum_price: number };
  preview_photo_url: string | null;
}

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let storeId = 0;
let productId = 0;
/** The blank's own colours and sizes (the seed samples them per blank): the first 3 and 4. */
let colours: string[] = [];
let sizes: string[] = [];

const api = <T>(path: string) => ownerApi.get<T>(path, storeId);

/** A read-only look at what the server stored, after the UI did the work (GET /api/products/{id}/editor). */
const storedProduct = () => api<EditorProduct>(`/api/products/${productId}/editor`);

/** A picture's RGB pixels; signed and public file URLs alike. */
async function picture(url: string): Promise<{ data: Buffer; width: number; height: number }> {
  const res = await fetch(new URL(url, app.server.baseUrl), {
    headers: { authorization: `Bearer ${ownerApi.token}` },
  });
  expect(res.status, url).toBe(200);
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The colour at a point given in picture fractions. */
function at(pic: { data: Buffer; width: number; height: number }, fx: number, fy: number) {
  const x = Math.min(pic.width - 1, Math.round(fx * pic.width));
  const y = Math.min(pic.height - 1, Math.round(fy * pic.height));
  const i = (y * pic.width + x) * 3;
  return [pic.data[i]!, pic.data[i + 1]!, pic.data[i + 2]!];
}

const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);

async function currentDraft(): Promise<Draft> {
  const id = new URL(owner.url()).searchParams.get("draft");
  expect(id).toMatch(/^\d+$/);
  return api<Draft>(`/api/product-drafts/${id}`);
}

/** Turns chips of a toggle group on or off until exactly `wanted` are pressed. */
async function pressExactly(page: Page, group: string, offered: string[], wanted: string[]): Promise<void> {
  const chips = page.getByRole("group", { name: group, exact: true });
  // Turning on first, so the group never passes through empty (the last colour asks first).
  for (const name of [...wanted, ...offered.filter((o) => !wanted.includes(o))]) {
    const chip = chips.getByRole("button", { name, exact: true });
    const want = String(wanted.includes(name));
    if ((await chip.getAttribute("aria-pressed")) === want) continue;
    await chip.click();
    await expect.poll(() => chip.getAttribute("aria-pressed")).toBe(want);
  }
}

/** The creator's retail price input and the form control holding its helper text. */
function creatorPrice(page: Page) {
  const pricing = page.getByRole("region", { name: "Pricing" });
  const label = /^Retail price/;
  return {
    pricing,
    input: pricing.getByLabel(label),
    // `has` is queried inside each form control: a page-level locator, not one under the region.
    field: pricing.locator(".MuiFormControl-root", { has: page.getByLabel(label) }),
  };
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await ownerApi.get<{ id: number; link: string }[]>("/api/websites");
  storeId = stores.find((s) => s.link === STORE_LINK)!.id;

  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  await owner
    .context()
    .addCookies([{ name: "active_website", value: String(storeId), url: app.server.baseUrl }]);
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("a store owner makes a product from a catalogue blank", () => {
  it("picks the blank in the catalogue and creates 3 colours x 4 sizes in the creator, refusing a price below the minimum", async () => {
    await owner.goto(`${app.server.baseUrl}/app/catalog`);
    const card = owner.getByRole("article", { name: BLANK });
    await card.waitFor();
    await shot(owner, "catalogue");
    await card.getByRole("link", { name: "Add to store" }).click();
    await owner.waitForURL((url) => /^\/app\/products\/create\/\d+$/.test(pathOf(url)));
    const blankId = Number(pathOf(owner.url()).split("/").pop());

    // Step 1: the blank from the catalogue is already chosen.
    await owner.getByText(BLANK, { exact: true }).first().waitFor();
    await shot(owner, "product-creator-blank");
    await owner.getByRole("button", { name: "Next", exact: true }).click();

    // Step 2: a design, uploaded through the file input.
    await owner.getByText("Upload or choose your design").waitFor();
    const png = await sharp({
      create: { width: 1200, height: 1200, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await owner
      .locator('input[type="file"]')
      .setInputFiles({ name: "crest.png", mimeType: "image/png", buffer: png });
    await owner
      .getByRole("img", { name: /, Front$/ })
      .first()
      .waitFor();
    const draft = await currentDraft();
    const item = draft.items[0]!;
    expect(item.supplier.id).toBe(blankId);
    expect(item.supplier.name).toBe(BLANK);
    await owner.getByRole("button", { name: "Next", exact: true }).click();

    // Step 3: three of the blank's colours, and their mockups.
    const offeredColours = item.supplier.colors.map((c) => c.name);
    expect(offeredColours.length).toBeGreaterThanOrEqual(3);
    colours = offeredColours.slice(0, 3);
    await owner.getByRole("group", { name: "Colours", exact: true }).waitFor();
    await pressExactly(owner, "Colours", offeredColours, colours);
    await owner.getByText("All changes saved").waitFor();
    await owner.getByRole("button", { name: "Generate mockups" }).click();
    const gallery = owner.getByRole("list", { name: "Mockups" });
    await gallery.waitFor({ timeout: 60_000 });
    await expect.poll(() => gallery.getByRole("img").count(), { timeout: 60_000 }).toBe(3);
    await expect
      .poll(async () => (await currentDraft()).items[0]!.mockups.filter((m) => !m.stale).length)
      .toBe(3);
    await shot(owner, "product-creator-mockups");
    const front = (await currentDraft()).items[0]!.sides.front!.placement;
    const photos = Object.fromEntries(
      item.supplier.colors.filter((c) => colours.includes(c.name)).map((c) => [c.name, c.images.front!]),
    );
    await owner.getByRole("button", { name: "Next", exact: true }).click();

    // Step 4: name, 4 of the blank's sizes (every size starts chosen), the price.
    const { pricing, input, field } = creatorPrice(owner);
    await pricing.waitFor();
    const offeredSizes = item.supplier.sizes;
    expect(offeredSizes.length).toBeGreaterThan(4);
    sizes = offeredSizes.slice(0, 4);
    await pressExactly(owner, "Sizes", offeredSizes, sizes);
    const name = owner.getByLabel(/^Name/);
    await name.fill(PRODUCT_NAME);
    await name.press("Tab");
    await expect.poll(async () => (await currentDraft()).items[0]!.name).toBe(PRODUCT_NAME);

    const minimum = (await currentDraft()).items[0]!.min_price;
    await pricing.getByText(`Minimum price: $${(minimum / 100).toFixed(2)}`).waitFor();
    await input.fill(((minimum - 100) / 100).toFixed(2));
    await input.press("Tab");
    await expect.poll(async () => (await currentDraft()).items[0]!.price).toBe(minimum - 100);
    await owner.getByRole("button", { name: "Publish", exact: true }).click();
    await field.getByText(priceBelowMinimumMessage(minimum)).waitFor();
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
    expect(pathOf(owner.url())).toMatch(/^\/app\/products\/create\/\d+$/);
    // Publishing past the page: the server refuses the price too, at the same field.
    const refused = await ownerApi.send("POST", `/api/product-drafts/${draft.id}/publish`, {
      body: {},
      store: storeId,
    });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string> };
    expect(body.errors["items.0.price"]).toBe(priceBelowMinimumMessage(minimum));
    await shot(owner, "product-creator-below-minimum");

    const retail = minimum + 1000;
    await input.fill((retail / 100).toFixed(2));
    await input.press("Tab");
    await field.getByText("Your profit per item: $10.00").waitFor();
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("false");
    await owner.getByRole("button", { name: "Publish", exact: true }).click();

    await owner.waitForURL((url) => /^\/app\/Product\/\d+$/.test(pathOf(url)));
    await toast(owner, "Product published").waitFor();
    productId = Number(pathOf(owner.url()).split("/").pop());
    await owner.getByRole("heading", { level: 1, name: PRODUCT_NAME }).waitFor();
    await owner
      .getByRole("heading", { level: 1, name: PRODUCT_NAME })
      .locator("..")
      .getByText("Published", { exact: true })
      .waitFor();
    const colourRows = owner.getByRole("region", { name: "Add Product colors" });
    for (const colour of colours) await colourRows.getByText(colour, { exact: true }).first().waitFor();
    await shot(owner, "product-editor", true);

    const stored = await storedProduct();
    expect(stored.name).toBe(PRODUCT_NAME);
    expect(stored.colors).toEqual(colours);
    expect(stored.sizes).toEqual(sizes);
    expect(stored.variants).toHaveLength(colours.length * sizes.length);
    expect(new Set(stored.variants.map((v) => `${v.color}/${v.size}`)).size).toBe(12);
    expect(stored.price).toBe(retail);
    expect(stored.pricing.minimum_price).toBe(minimum);
    expect(stored.available).toBe(1);
    expect(stored.status).toBe("published");

    // The product's picture is the mockup of the colour chosen first: on the shirt just below the
    // design it has that colour's photo's colour, nearer than any other chosen colour's.
    expect(stored.preview_photo_url).toBeTruthy();
    const preview = await picture(stored.preview_photo_url!);
    const point = [front.cx, front.cy + front.height / 2 + 0.04] as const;
    const shown = at(preview, ...point);
    const nearest = await Promise.all(
      colours.map(async (c) => ({ c, d: distance(shown, at(await picture(photos[c]!), ...point)) })),
    );
    nearest.sort((a, b) => a.d - b.d);
    expect(nearest[0]!.c, JSON.stringify({ shown, nearest })).toBe(colours[0]);
  });

  it("shows the 12 variants in the admin-only variant table", async () => {
    const { page, errors } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) !== "/app/login");
    await page.goto(`${app.server.baseUrl}/app/products/edit/${productId}`);
    const variants = page.getByRole("region", { name: "Variants" });
    await variants.locator("tbody tr").first().waitFor();
    await expect(variants.locator("tbody tr").count()).resolves.toBe(12);
    // The owner has no variant table.
    await expect(owner.getByRole("region", { name: "Variants" }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("finds the product in the product list with the search box", async () => {
    await owner.getByRole("link", { name: "Back to products" }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/Product");
    const search = owner.getByPlaceholder("Search", { exact: true });
    await search.fill(PRODUCT_NAME);
    const rows = owner.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    const row = rows.first();
    await row.getByRole("link", { name: PRODUCT_NAME, exact: true }).waitFor();
    await row.getByText("Published", { exact: true }).waitFor();
    const retail = (await storedProduct()).price;
    await expect(row.textContent()).resolves.toContain(`$${(retail / 100).toFixed(2)}`);
    await shot(owner, "product-list");

    // A term that matches nothing empties the list.
    await search.fill(`${PRODUCT_NAME} nothing like it`);
    await expect.poll(() => owner.locator("tbody tr").filter({ hasText: PRODUCT_NAME }).count()).toBe(0);
    expect(ownerErrors).toEqual([]);
  });
});
