import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * Issue 7 bar, through the UI: the owner of the launched demo store "Oscar's Tees" adds a banner,
 * a products section (Price ascending, 2 a row) and a contact section to the home page, reorders
 * them by drag and drop, undoes and redoes, reloads, and the public store page shows the same
 * sections in the same order with the store's published products at their prices.
 */

const STORE_LINK = "oscars-tees";
const BANNER_FILE = "summer-banner.png";

interface SavedSection {
  id: string;
  type: string;
  data: Record<string, unknown>;
}
interface StoreProduct {
  name: string;
  price: number;
}

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let websiteId = 0;

const api = <T>(path: string) => ownerApi.get<T>(path);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The home page as the server holds it. */
async function storedHome(): Promise<SavedSection[]> {
  const pages = await api<{ type: string; sections: SavedSection[] }[]>(
    `/api/bread/Page?filter=${q({ website_id: websiteId, type: "home" })}`,
  );
  return pages[0]!.sections;
}

const sectionList = (page: Page) => page.getByRole("list", { name: /^Sections of Home/ });
const rows = (page: Page) => sectionList(page).locator("li[data-section-id]");
const rowIds = async (page: Page) =>
  (await rows(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute("data-section-id")),
  )) as string[];

async function allSaved(page: Page): Promise<void> {
  await page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();
}

async function addSection(page: Page, type: string): Promise<void> {
  await page.getByRole("button", { name: "Add section" }).click();
  await page.getByRole("menuitem", { name: new RegExp(`^${type}`) }).click();
  await page.getByRole("heading", { name: new RegExp(`^Edit ${type}`) }).waitFor();
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function backToList(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Back to sections" }).click();
  await sectionList(page).waitFor();
}

async function dragOnto(handle: Locator, target: Locator): Promise<void> {
  await handle.dragTo(target, { targetPosition: { x: 40, y: 6 } });
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await api<{ id: number; link: string }[]>("/api/websites");
  websiteId = stores.find((s) => s.link === STORE_LINK)!.id;

  ({ page: owner, errors: ownerErrors } = await openPage(app.browser, { width: 1440, height: 900 }));
  // The store being designed is the active one, as after choosing it in the store switcher.
  await owner
    .context()
    .addCookies([{ name: "active_website", value: String(websiteId), url: app.server.baseUrl }]);
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("a store owner lays out the home page in the design editor", () => {
  let before: string[] = [];
  let added: { banner: string; products: string; contact: string };

  it("adds a banner, a products section (Price ascending, 2 a row) and a contact section", async () => {
    await owner.goto(`${app.server.baseUrl}/app/websites/design/${websiteId}`);
    await sectionList(owner).waitFor();
    await owner.getByTitle("Store preview").first().waitFor();
    before = await rowIds(owner);

    // The banner's picture: uploaded into the store's library from the picker, then chosen.
    await addSection(owner, "Banner");
    await owner.getByRole("button", { name: "Choose from library" }).click();
    const library = owner.getByRole("dialog", { name: "Choose a file" });
    const png = await sharp({
      create: { width: 1600, height: 500, channels: 3, background: { r: 230, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    await library
      .locator('input[type="file"]')
      .setInputFiles({ name: BANNER_FILE, mimeType: "image/png", buffer: png });
    await library.getByRole("button", { name: BANNER_FILE, exact: true }).click();
    await library.waitFor({ state: "detached" });
    await owner.getByRole("button", { name: "Remove picture" }).waitFor();
    await allSaved(owner);
    await backToList(owner);
    await addSection(owner, "Products");
    await choose(owner, "Sort by", "Price ascending");
    await choose(owner, "Products per row", "2");
    await backToList(owner);
    await addSection(owner, "Contact form");
    await owner.getByLabel("Title", { exact: true }).fill("Write to us");
    await backToList(owner);
    await allSaved(owner);

    const ids = await rowIds(owner);
    expect(ids.slice(0, before.length)).toEqual(before);
    const [banner, products, contact] = ids.slice(before.length) as [string, string, string];
    added = { banner, products, contact };
    const stored = await storedHome();
    expect(stored.map((s) => s.id)).toEqual(ids);
    expect(stored.find((s) => s.id === products)?.data).toMatchObject({
      sort_by: "Price ascending",
      row_limit: 2,
    });
    expect(stored.find((s) => s.id === contact)?.data).toMatchObject({ title: "Write to us" });
    expect(stored.find((s) => s.id === banner)?.data.url).toMatch(/\S/);
    await shot(owner, "store-designer-added");
  });

  it("reorders by drag and drop, undoes and redoes", async () => {
    const contactHandle = owner.getByRole("img", { name: "Drag Contact form: Write to us to reorder" });
    const bannerRow = rows(owner).nth(before.length);
    await dragOnto(contactHandle, bannerRow);
    const dragged = [...before, added.contact, added.banner, added.products];
    await expect.poll(() => rowIds(owner)).toEqual(dragged);
    await allSaved(owner);
    await expect.poll(async () => (await storedHome()).map((s) => s.id)).toEqual(dragged);

    await owner.getByRole("button", { name: "Undo" }).click();
    const undone = [...before, added.banner, added.products, added.contact];
    await expect.poll(() => rowIds(owner)).toEqual(undone);
    await allSaved(owner);
    await expect.poll(async () => (await storedHome()).map((s) => s.id)).toEqual(undone);

    await owner.getByRole("button", { name: "Redo" }).click();
    await expect.poll(() => rowIds(owner)).toEqual(dragged);
    await allSaved(owner);
    await expect.poll(async () => (await storedHome()).map((s) => s.id)).toEqual(dragged);
    await shot(owner, "store-designer-reordered");
  });

  it("shows the same order after a reload, and the public store renders it with the right products", async () => {
    await owner.reload();
    await sectionList(owner).waitFor();
    const expected = [...before, added.contact, added.banner, added.products];
    expect(await rowIds(owner)).toEqual(expected);

    const html = await (await fetch(`${app.server.baseUrl}/store/${STORE_LINK}/`)).text();
    const rendered = [...html.matchAll(/<section class="s [^"]*" id="s-([A-Za-z0-9]{5})"/g)].map((m) => m[1]);
    expect(rendered).toEqual(expected);

    const published = await api<StoreProduct[]>(
      `/api/bread/Product?filter=${q({ website_id: websiteId, status: "published" })}&sort=${q(["price", "ASC"])}&range=${q([0, 99])}`,
    );
    const start = html.indexOf(`id="s-${added.products}"`);
    const block = html.slice(start, html.indexOf("</section>", start));
    expect(block).toContain("--d:2");
    const cards = [
      ...block.matchAll(/<div class="name">([^<]*)<\/div><div class="price">([^<]*)<\/div>/g),
    ].map((m) => ({ name: m[1]!, price: m[2]! }));
    const money = (cents: number) =>
      (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    const unescape = (text: string) =>
      text
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"');
    // The banner shows its picture to the public.
    const bannerStart = html.indexOf(`id="s-${added.banner}"`);
    const bannerBlock = html.slice(bannerStart, html.indexOf("</section>", bannerStart));
    const bannerSrc = /<img src="([^"]+)"/.exec(bannerBlock)?.[1];
    expect(bannerSrc, bannerBlock).toBeTruthy();
    const bannerPicture = await fetch(
      new URL(bannerSrc!.replace(/&amp;/g, "&"), `${app.server.baseUrl}/store/${STORE_LINK}/`),
    );
    expect(bannerPicture.status).toBe(200);
    expect(bannerPicture.headers.get("content-type")).toMatch(/^image\//);

    const limit = (await storedHome()).find((s) => s.id === added.products)!.data.limit as number;
    expect(limit).toBeGreaterThan(0);
    const shown = published.slice(0, limit);
    expect(cards.length).toBe(shown.length);
    expect(cards.map((c) => c.price)).toEqual(shown.map((p) => money(p.price)));
    expect(cards.map((c) => unescape(c.name)).sort()).toEqual(shown.map((p) => p.name).sort());

    const storePage = (await openPage(app.browser)).page;
    await storePage.goto(`${app.server.baseUrl}/store/${STORE_LINK}/`);
    const types = await storePage
      .locator("section[data-section-type]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-section-type")));
    expect(types.slice(-3)).toEqual(["contact", "banner", "products"]);
    await shot(storePage, "store-designer-public", true);
    await storePage.context().close();
    expect(ownerErrors).toEqual([]);
  });
});
