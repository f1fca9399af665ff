import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin, toast } from "./session.js";

/**
 * The content kinds as react-admin Resources on the demo data: the store owner lists, filters,
 * sorts, edits and reloads the seeded pages; writes a blog post and a redirect through their
 * forms, publishes in bulk, exports and deletes; every kind's list opens without a console
 * error. A salesperson (no edit_design) has no content menu and is turned away from the URLs.
 */

const stamp = Date.now().toString(36);
const app = appUnderTest();
let owner: Page;
let errors: string[];

const url = (path: string) => `${app.server.baseUrl}/app${path}`;
const table = (page: Page, name: string) => page.getByRole("table", { name });
const row = (page: Page, name: string, text: string) =>
  table(page, name).getByRole("row").filter({ hasText: text });

/** Page errors and console errors of the owner's profile. */
function watchConsole(page: Page, into: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error") into.push(message.text());
  });
}

/** Axe on the settled page: react-admin's loading spinner of a background refetch is gone. */
async function noBlockingAxe(page: Page) {
  await expect.poll(() => page.locator(".MuiCircularProgress-root").count()).toBe(0);
  expect(describeViolations(await axeViolations(page))).toEqual([]);
}

beforeAll(async () => {
  ({ page: owner, errors } = await openPage(app.browser));
  watchConsole(owner, errors);
  await submitLogin(owner, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
  await owner.waitForURL((u) => pathOf(u) === "/app/store-dashboard");
});

afterAll(async () => {
  await owner?.context().close();
});

describe("content Resources for a store owner", () => {
  it("pages: the spec path leads to the list; filter, sort, edit and the change survives a reload", async () => {
    await owner.goto(url("/pages"));
    await owner.waitForURL((u) => pathOf(u) === "/app/Page");
    await row(owner, "Pages", "About us").waitFor();
    await row(owner, "Pages", "Contact").waitFor();
    await noBlockingAxe(owner);
    await shot(owner, "content-pages-list");

    await owner.getByRole("textbox", { name: "Search" }).fill("About");
    await expect.poll(() => decodeURIComponent(owner.url())).toContain('"q":"About"');
    await expect.poll(() => row(owner, "Pages", "Contact").count()).toBe(0);
    await row(owner, "Pages", "About us").waitFor();
    await owner.getByRole("textbox", { name: "Search" }).fill("");
    await row(owner, "Pages", "Contact").waitFor();

    await table(owner, "Pages").getByRole("button", { name: "Sort by name" }).click();
    await expect.poll(() => owner.url()).toContain("sort=name");

    await row(owner, "Pages", "About us").getByRole("cell").nth(1).click();
    await owner.waitForURL((u) => /^\/app\/Page\/\d+$/.test(pathOf(u)));
    const name = owner.getByRole("textbox", { name: "Name" });
    await expect.poll(() => name.inputValue()).toBe("About us");
    await noBlockingAxe(owner);
    await shot(owner, "content-page-edit");
    await name.fill(`About our store ${stamp}`);
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.waitForURL((u) => pathOf(u) === "/app/Page");
    await owner.reload();
    await row(owner, "Pages", `About our store ${stamp}`).waitFor();
  });

  it("blog: creates posts, unpublishes them in bulk, exports, edits and reloads", async () => {
    await owner.goto(url("/blogs"));
    await owner.waitForURL((u) => pathOf(u) === "/app/Blog");
    await owner.getByText("Nothing here yet. Create the first one.").waitFor();
    for (const title of [`Spring drop ${stamp}`, `Autumn notes ${stamp}`]) {
      await owner.getByRole("link", { name: "New blog post" }).first().click();
      await owner.waitForURL((u) => pathOf(u) === "/app/Blog/create");
      await owner.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await owner.getByRole("button", { name: "Save" }).click();
      await owner.waitForURL((u) => pathOf(u) === "/app/Blog");
      await row(owner, "Blogs", title).waitFor();
    }
    await expect(row(owner, "Blogs", `Spring drop ${stamp}`).textContent()).resolves.toContain("Published");

    await owner.getByRole("checkbox", { name: "Select all" }).check();
    await shot(owner, "content-blog-selected");
    await owner.getByRole("button", { name: "Unpublish" }).click();
    await toast(owner, "Taken off the store: 2").waitFor();
    await expect.poll(() => row(owner, "Blogs", `Spring drop ${stamp}`).textContent()).toContain("Draft");
    await expect.poll(() => row(owner, "Blogs", `Autumn notes ${stamp}`).textContent()).toContain("Draft");

    const download = owner.waitForEvent("download");
    await owner.getByRole("button", { name: "Export" }).first().click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await row(owner, "Blogs", `Spring drop ${stamp}`)
      .getByRole("link", { name: /^Edit / })
      .click();
    await owner.waitForURL((u) => /^\/app\/Blog\/\d+$/.test(pathOf(u)));
    await owner.getByRole("textbox", { name: "Summary" }).fill("The spring collection is here.");
    await owner.getByRole("textbox", { name: "Title", exact: true }).fill(`Spring drop is live ${stamp}`);
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.waitForURL((u) => pathOf(u) === "/app/Blog");
    await owner.reload();
    await row(owner, "Blogs", `Spring drop is live ${stamp}`).waitFor();
    await shot(owner, "content-blog-list");
  });

  it("redirects: the form's schema refuses a bad path, a good one is saved, then deleted in bulk", async () => {
    await owner.goto(url("/redirects/create"));
    await owner.waitForURL((u) => pathOf(u) === "/app/Redirect/create");
    await noBlockingAxe(owner);
    await owner.getByRole("textbox", { name: "From path" }).fill("cart");
    await owner.getByRole("textbox", { name: "To URL" }).fill("/about");
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.getByText("Enter a path of this store, such as /old-page.").waitFor();
    await shot(owner, "content-redirect-refused");
    await owner.getByRole("textbox", { name: "From path" }).fill(`/old-${stamp}`);
    await owner.getByRole("button", { name: "Save" }).click();
    await owner.waitForURL((u) => pathOf(u) === "/app/Redirect");
    await row(owner, "Redirects", `/old-${stamp}`).waitFor();
    await shot(owner, "content-redirect-list");

    await row(owner, "Redirects", `/old-${stamp}`).getByRole("checkbox").check();
    await owner.getByRole("button", { name: "Delete", exact: true }).first().click();
    await owner.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => row(owner, "Redirects", `/old-${stamp}`).count()).toBe(0);
    await owner.getByText("Nothing here yet. Create the first one.").waitFor();
  });

  it("every kind's list opens", async () => {
    for (const [path, title] of [
      ["/news", "News"],
      ["/faqs", "FAQs"],
      ["/collections", "Collections"],
      ["/gallery", "Gallery"],
      ["/menus", "Menus"],
      ["/promotions", "Promotions"],
    ] as const) {
      await owner.goto(url(path));
      await owner.waitForURL((u) => pathOf(u) !== `/app${path}`);
      await owner.getByText("Nothing here yet. Create the first one.").or(table(owner, title)).waitFor();
    }
    await shot(owner, "content-promotions");
    expect(errors).toEqual([]);
  });

  it("on a phone the list is a simple list", async () => {
    const { page, errors: phoneErrors } = await openPage(app.browser, { width: 393, height: 852 });
    watchConsole(page, phoneErrors);
    await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
    await page.waitForURL((u) => pathOf(u) === "/app/store-dashboard");
    await page.goto(url("/Blog"));
    await page.getByText(`Spring drop is live ${stamp}`).waitFor();
    await shot(page, "content-blog-phone");
    expect(phoneErrors).toEqual([]);
    await page.context().close();
  });
});

describe("content Resources for a role without edit_design", () => {
  it("a salesperson has no content menu and the Resource URL is refused", async () => {
    const { page } = await openPage(app.browser);
    await submitLogin(page, app.server.baseUrl, "salesperson@example.com", DEMO_PASSWORD);
    await page.waitForURL((u) => pathOf(u) !== "/app/login");
    await page.goto(url("/store-dashboard"));
    await page.getByRole("menuitem", { name: "Dashboard", exact: true }).waitFor();
    await expect(page.getByRole("menuitem", { name: "Pages & content" }).count()).resolves.toBe(0);
    for (const path of ["/Blog", "/redirects"]) {
      await page.goto(url(path));
      await toast(page, "You don't have permission to access this resource.").waitFor();
      await expect.poll(() => pathOf(page.url())).not.toMatch(/Blog|Redirect|redirects/);
    }
    await page.context().close();
  });
});
