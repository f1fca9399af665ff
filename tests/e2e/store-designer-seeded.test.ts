import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { appUnderTest, demoApi, openPage, pathOf, shot, submitLogin, type DemoApi } from "./session.js";

/**
 * On the demo data, as owner@example.com: the seeded pages of the unlaunched store "Oscar's Mugs"
 * open in the store designer section by section (every section type the seed writes), and its
 * View Store opens the store's preview, not the 404 of a store that is not public yet.
 */

const STORE_LINK = "oscars-mugs";
const STORE_NAME = "Oscar's Mugs";

interface StoredSection {
  id: string;
  type: string;
  style?: Record<string, unknown>;
  data: Record<string, unknown>;
}

const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];
let ownerApi: DemoApi;
let websiteId = 0;

const api = <T>(path: string) => ownerApi.get<T>(path);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The store's page with this slug, as the server holds it. */
async function storedSections(slug: string): Promise<StoredSection[]> {
  const pages = await api<{ sections: StoredSection[] }[]>(
    `/api/bread/Page?filter=${q({ website_id: websiteId, slug })}`,
  );
  return pages[0]!.sections;
}

const sectionList = (page: Page) => page.getByRole("list", { name: /^Sections of / });

/** Opens a section in the section editor, sets its height, and goes back to the list. */
async function editHeight(page: Page, name: string, height: number): Promise<void> {
  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  await page.getByRole("heading", { name: `Edit ${name}`, exact: true }).waitFor();
  await page.getByLabel(/^Section height/).fill(String(height));
  await page.getByRole("button", { name: "Back to sections" }).click();
  await sectionList(page).waitFor();
}

async function allSaved(page: Page): Promise<void> {
  await page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();
}

beforeAll(async () => {
  ownerApi = await demoApi(app, "owner@example.com");
  const stores = await api<{ id: number; link: string; is_launched: number }[]>("/api/websites");
  const store = stores.find((s) => s.link === STORE_LINK)!;
  expect(store.is_launched).toBe(0);
  websiteId = store.id;

  ({ page: owner, errors: ownerErrors } = await openPage(app.browser));
  // The unlaunched store is the active one, as after choosing it in the store switcher.
  await owner
    .context()
    .addCookies([{ name: "active_website", value: String(websiteId), url: app.server.baseUrl }]);
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((url) => pathOf(url) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("the seeded pages of a demo store in the store designer", () => {
  it("are stored as the editor writes sections: every default field and a style object", async () => {
    for (const slug of ["home", "about", "contact"]) {
      for (const section of await storedSections(slug)) {
        expect(section.id).toMatch(/^[a-z0-9]{5}$/);
        expect(section.style).toEqual({});
      }
    }
    expect((await storedSections("home")).map((s) => s.type)).toEqual(["banner", "products"]);
  });

  it("edits every seeded section (banner, products, image with text, contact form) without an error", async () => {
    await owner.goto(`${app.server.baseUrl}/app/websites/design/${websiteId}`);
    await sectionList(owner).waitFor();
    await editHeight(owner, "Banner", 320);
    await editHeight(owner, "Products: Featured products", 480);
    await allSaved(owner);
    expect((await storedSections("home")).map((s) => s.style)).toEqual([
      { sectionHeight: 320 },
      { sectionHeight: 480 },
    ]);
    await shot(owner, "store-designer-seeded-home");

    const pages = owner.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("button", { name: /^About us/ }).click();
    await owner.getByRole("heading", { name: "Sections of About us" }).waitFor();
    await editHeight(owner, "Image with text", 200);
    await pages.getByRole("button", { name: /^Contact/ }).click();
    await owner.getByRole("heading", { name: "Sections of Contact" }).waitFor();
    await editHeight(owner, "Contact form: Contact us", 640);
    await allSaved(owner);
    expect((await storedSections("about"))[0]?.style).toEqual({ sectionHeight: 200 });
    expect((await storedSections("contact"))[0]?.style).toEqual({ sectionHeight: 640 });

    expect(await owner.getByText("Something went wrong").count()).toBe(0);
    expect(ownerErrors).toEqual([]);
  });
});

describe("View Store on an unlaunched demo store", () => {
  it("the store sidebar's View Store opens the store's preview", async () => {
    await owner.goto(`${app.server.baseUrl}/app/store-dashboard`);
    const link = owner.getByRole("menuitem", { name: "View Store" });
    const [preview] = await Promise.all([owner.context().waitForEvent("page"), link.click()]);
    await preview.waitForLoadState();
    expect((await fetch(preview.url())).status).toBe(200);
    expect(new URL(preview.url()).pathname).toBe(`/store/${STORE_LINK}/`);
    expect(new URL(preview.url()).searchParams.get("preview")).toMatch(/\S/);
    await preview.getByText(STORE_NAME).first().waitFor();
    await shot(preview, "view-store-preview");
    await preview.close();
    // Its public address is what stays closed until launch.
    expect((await fetch(`${app.server.baseUrl}/store/${STORE_LINK}/`)).status).toBe(404);
  });

  it("the stores list's Open store opens the preview too", async () => {
    await owner.goto(`${app.server.baseUrl}/app/websites`);
    await owner.getByRole("button", { name: `Actions for ${STORE_NAME}` }).click();
    const open = owner.getByRole("menuitem", { name: "Open store" });
    await expect.poll(() => open.getAttribute("aria-disabled")).toBeNull();
    const [preview] = await Promise.all([owner.context().waitForEvent("page"), open.click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe(`/store/${STORE_LINK}/`);
    await preview.getByText(STORE_NAME).first().waitFor();
    await preview.close();
    expect(ownerErrors).toEqual([]);
  });
});
