import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/db/seed/index.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin, toast } from "./session.js";

/**
 * Issue 5 bar, through the UI: the store owner picks a blank in the catalogue, creates a product
 * of 3 colours x 4 sizes, prices it (a price below the minimum is refused at the field), publishes
 * it and finds it in the product list with the search box.
 */

const BLANK = "Bella+Canvas 3001 Unisex Jersey Tee";
const COLOURS = ["White", "Royal", "Red"];
const ALL_SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL"];
const SIZES = ["S", "M", "L", "XL"];
const PRODUCT_NAME = `Crew Tee ${Date.now().toString(36)}`;
const BELOW_MINIMUM = "The retail price must not be below the minimum price.";

interface EditorProduct {
  name: string;
  price: number;
  status: string;
  available: number;
  colors: string[];
  sizes: string[];
  variants: { color: string; size: string }[];
  pricing: { minimum_price: number };
}

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let productId = 0;

/** A read-only look at what the server stored, after the UI did the work (GET /api/products/{id}/editor). */
async function storedProduct(email: string): Promise<EditorProduct> {
  const login = await fetch(`${app.server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${app.server.baseUrl}/api/products/${productId}/editor`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as EditorProduct;
}

/** The retail price input of the pricing card and the helper text under it. */
function priceField(page: Page) {
  const pricing = page.getByRole("region", { name: "Pricing" });
  const label = /^Retail price/;
  const input = pricing.getByLabel(label);
  // `has` is queried inside each form control: a page-level locator, not one under the region.
  return { input, field: pricing.locator(".MuiFormControl-root", { has: page.getByLabel(label) }) };
}

beforeAll(async () => {
  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("a store owner makes a product from a catalogue blank", () => {
  it("picks the blank in the catalogue and creates 3 colours x 4 sizes", async () => {
    await owner.goto(`${app.server.baseUrl}/app/catalog`);
    const card = owner.getByRole("article", { name: BLANK });
    await card.waitFor();
    await shot(owner, "catalogue");
    await card.getByRole("link", { name: "Add to store" }).click();
    await owner.waitForURL((url) => /^\/app\/products\/create\/\d+$/.test(pathOf(url)));

    const colours = owner.getByRole("group", { name: /colou?rs/i });
    for (const colour of COLOURS) {
      const chip = colours.getByRole("button", { name: colour, exact: true });
      await chip.click();
      await expect(chip.getAttribute("aria-pressed")).resolves.toBe("true");
    }
    // Every size starts chosen (spec §4): turn off the four not wanted.
    const sizes = owner.getByRole("group", { name: "Sizes" });
    for (const size of ALL_SIZES.filter((s) => !SIZES.includes(s))) {
      const chip = sizes.getByRole("button", { name: size, exact: true });
      await chip.click();
      await expect(chip.getAttribute("aria-pressed")).resolves.toBe("false");
    }
    await owner.getByLabel("Name").fill(PRODUCT_NAME);
    await shot(owner, "product-create-from-blank");
    await owner.getByRole("button", { name: "Create product" }).click();

    await owner.waitForURL((url) => /^\/app\/products\/edit\/\d+$/.test(pathOf(url)));
    productId = Number(pathOf(owner.url()).split("/").pop());
    await owner.getByRole("heading", { level: 1, name: PRODUCT_NAME }).waitFor();
    const colourRows = owner.getByRole("region", { name: "Add Product colors" });
    for (const colour of COLOURS) await colourRows.getByText(colour, { exact: true }).first().waitFor();

    const stored = await storedProduct("owner@example.com");
    expect(stored.colors).toEqual(COLOURS);
    expect(stored.sizes).toEqual(SIZES);
    expect(stored.variants).toHaveLength(COLOURS.length * SIZES.length);
    expect(new Set(stored.variants.map((v) => `${v.color}/${v.size}`)).size).toBe(12);
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

  it("refuses a retail price below the minimum at the field, then saves a price above it", async () => {
    const minimum = (await storedProduct("owner@example.com")).pricing.minimum_price;
    const pricing = owner.getByRole("region", { name: "Pricing" });
    await pricing.getByText(`Minimum price: $${(minimum / 100).toFixed(2)}`).waitFor();
    const { input, field } = priceField(owner);

    await input.fill(((minimum - 100) / 100).toFixed(2));
    await field.getByText(BELOW_MINIMUM).waitFor();
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("true");
    // Saving anyway: the server refuses the price, and says so at the same field.
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await toast(owner, BELOW_MINIMUM).waitFor();
    await field.getByText(BELOW_MINIMUM).waitFor();
    await expect(
      pricing.getByRole("spinbutton", { name: "Margin" }).getAttribute("aria-invalid"),
    ).resolves.toBe("false");
    await expect(storedProduct("owner@example.com").then((p) => p.price)).resolves.not.toBe(minimum - 100);

    const retail = minimum + 1000;
    await input.fill((retail / 100).toFixed(2));
    await field.getByText("Your profit per item: $10.00").waitFor();
    await expect(input.getAttribute("aria-invalid")).resolves.toBe("false");

    await owner.getByRole("region", { name: "Publishing" }).getByLabel("Published").check();
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await toast(owner, "Product successfully updated").waitFor();
    await owner
      .getByRole("heading", { level: 1, name: PRODUCT_NAME })
      .locator("..")
      .getByText("Published", { exact: true })
      .waitFor();
    await shot(owner, "product-editor", true);

    const stored = await storedProduct("owner@example.com");
    expect(stored.price).toBe(retail);
    expect(stored.available).toBe(1);
    expect(stored.status).toBe("published");
    expect(stored.variants).toHaveLength(12);
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
    const retail = (await storedProduct("owner@example.com")).price;
    await expect(row.textContent()).resolves.toContain(`$${(retail / 100).toFixed(2)}`);
    await shot(owner, "product-list");

    // A term that matches nothing empties the list.
    await search.fill(`${PRODUCT_NAME} nothing like it`);
    await expect.poll(() => owner.locator("tbody tr").filter({ hasText: PRODUCT_NAME }).count()).toBe(0);
    expect(ownerErrors).toEqual([]);
  });
});
