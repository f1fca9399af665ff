import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId, storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { makeUser, makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";
import { acme, appPath, callsTo, users } from "./shell-helpers";
import type { ApiCall } from "./api";
import {
  dragOnto,
  eventually,
  findPageList,
  findSectionList,
  lastSections,
  makePage,
  openDesigner,
  pageNames,
  pageSaves,
  section,
} from "./store-designer-helpers";

/** Home, About, a redirect the editor does not list, then the FAQ: the store menu's order. */
const menuPages = () => [
  makePage(),
  makePage({ id: 22, type: "page", name: "About", slug: "about", sort_order: 1 }),
  makePage({ id: 30, type: "redirect", name: "Old shop", slug: "old-shop", sort_order: 2 }),
  makePage({ id: 23, type: "faq", name: "Questions", slug: "questions", sort_order: 3 }),
];

/** POST /api/update/website/pages/order as the server answers it: every page's new sort_order. */
const orderSaved = (call: ApiCall) => {
  const { pages } = call.body as { pages: number[] };
  return {
    body: { message: "Completed successfully", pages: pages.map((id, i) => ({ id, sort_order: i })) },
  };
};

const orderCalls = (calls: ApiCall[]) => callsTo(calls, "POST", "/api/update/website/pages/order");
/** The addresses the two preview frames load; a saved change loads the next version. */
const previewSources = () => screen.getAllByTitle("Store preview").map((f) => f.getAttribute("src"));

describe("store designer: page order, custom HTML, chosen order, active store", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/store-designer/StoreDesignerPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("moves pages with the arrow buttons and by drag and drop; the menu keeps pages it does not list", async () => {
    const { calls } = openDesigner({
      pages: menuPages(),
      handlers: { "POST /api/update/website/pages/order": orderSaved },
    });
    await findPageList();
    expect(pageNames()).toEqual(["Home", "About", "Questions"]);
    expect((screen.getByRole("button", { name: "Move page Home up" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole("button", { name: "Move page Questions up" }));
    expect(pageNames()).toEqual(["Home", "Questions", "About"]);
    await eventually(() => expect(orderCalls(calls)).toHaveLength(1));
    // The redirect keeps its third place in the menu.
    expect(orderCalls(calls)[0]!.body).toEqual({ website_id: 7, pages: [21, 23, 30, 22] });
    // Once saved, the preview reloads to show the new menu.
    await eventually(() => expect(previewSources()).toContain("/store/acme/?preview=7.999.sig&v=1"));

    dragOnto(
      screen.getByRole("img", { name: "Drag page Home to reorder" }),
      screen.getByRole("listitem", { name: "About" }),
    );
    expect(pageNames()).toEqual(["Questions", "About", "Home"]);
    await eventually(() => expect(orderCalls(calls)).toHaveLength(2));
    expect(orderCalls(calls)[1]!.body).toEqual({ website_id: 7, pages: [23, 22, 30, 21] });
    expect((screen.getByRole("button", { name: "Move page Home down" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("a refused page order says so and puts the pages back", async () => {
    const { calls } = openDesigner({
      pages: menuPages(),
      handlers: {
        "POST /api/update/website/pages/order": () => ({ status: 500, body: { message: "Boom" } }),
      },
    });
    await findPageList();
    fireEvent.click(screen.getByRole("button", { name: "Move page About down" }));
    expect(pageNames()).toEqual(["Home", "Questions", "About"]);
    expect(
      await screen.findByText(
        "Something went wrong... The pages are back in their previous order.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(pageNames()).toEqual(["Home", "About", "Questions"]);
    expect(orderCalls(calls)).toHaveLength(1);
  });

  it("edits a section's custom HTML in a monospace field and the preview shows it after the save", async () => {
    const { calls } = openDesigner({ pages: [makePage({ sections: [section("banner", "aaaaa")] })] });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Banner" }));
    const field = (await screen.findByRole("textbox", { name: "Custom HTML" })) as HTMLTextAreaElement;
    expect(field.tagName).toBe("TEXTAREA");
    expect(field.style.fontFamily).toBe("monospace");
    expect(screen.getByText(/Scripts and event handlers are removed when it is saved/)).toBeTruthy();
    expect(previewSources()).toEqual(["/store/acme/?preview=7.999.sig&v=0"]);

    const html = '<p class="note">Free shipping over $50</p>';
    fireEvent.change(field, { target: { value: html } });
    await eventually(() => expect(lastSections(calls, 21)[0]?.full_html).toBe(html));
    // The saved section is what the reloaded preview renders.
    await eventually(() => expect(previewSources()).toContain("/store/acme/?preview=7.999.sig&v=1"));

    fireEvent.change(field, { target: { value: "" } });
    await eventually(() => expect(pageSaves(calls, 21)).toHaveLength(2));
    expect(lastSections(calls, 21)[0]).not.toHaveProperty("full_html");
  });

  it("orders the chosen products when sorted by Position, by the arrows and by drag and drop", async () => {
    const picks = section("products", "ppppp", {
      title: "Picks",
      all_products: false,
      chosen_products: [101, 102],
      sort_by: "Position",
    });
    const { calls } = openDesigner({ pages: [makePage({ sections: [picks] })] });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Products: Picks" }));
    const chosen = await screen.findByRole("list", { name: "Chosen products" }, { timeout: 8000 });
    const chosenNames = () =>
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label"));
    await eventually(() => expect(chosenNames()).toEqual(["Crew Tee", "Mug"]));
    // Each chosen product shows its picture.
    expect(within(chosen).getByRole("img", { name: "Crew Tee" })).toBeTruthy();
    expect(
      screen.getByText("Sorted by Position, the store shows these products in this order."),
    ).toBeTruthy();

    fireEvent.click(within(chosen).getByRole("button", { name: "Move Mug up" }));
    expect(chosenNames()).toEqual(["Mug", "Crew Tee"]);
    await eventually(() =>
      expect(lastSections(calls, 21)[0]).toMatchObject({ data: { chosen_products: [102, 101] } }),
    );

    dragOnto(
      within(chosen).getByRole("img", { name: "Drag Crew Tee to reorder" }),
      within(chosen).getByRole("listitem", { name: "Mug" }),
    );
    expect(chosenNames()).toEqual(["Crew Tee", "Mug"]);
    await eventually(() =>
      expect(lastSections(calls, 21)[0]).toMatchObject({ data: { chosen_products: [101, 102] } }),
    );

    // Another sort orders them itself: no arrows, and a word on how to use this order.
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Sort by" }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Newest" }));
    expect(
      await screen.findByText("Sort by Position to show these products in the order below."),
    ).toBeTruthy();
    expect(within(chosen).queryByRole("button", { name: "Move Mug up" })).toBeNull();
    expect(within(chosen).queryByRole("img", { name: "Drag Mug to reorder" })).toBeNull();
  });

  it("makes the opened store the active one before loading it, and follows the switcher afterwards", async () => {
    const owner = makeUser({ user_websites: [7, 8] });
    const mugs = makeWebsite({ id: 8, name: "Oscar's Mugs", link: "mugs" });
    storeActiveWebsiteId(8);
    const { calls } = openDesigner({ user: owner, websites: [mugs, acme] });
    await findPageList();
    expect(getActiveWebsiteId()).toBe(7);
    expect(screen.getByRole("combobox", { name: "Current store" }).textContent).toContain("Acme Merch");
    // Nothing of the editor was asked for under the other store.
    const editorCalls = calls.filter((c) => c.path.startsWith("/api/bread/"));
    expect(editorCalls.length).toBeGreaterThan(0);
    expect(editorCalls.every((c) => c.headers.get("X-Website-Id") === "7")).toBe(true);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Current store" }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByText("Oscar's Mugs"));
    await eventually(() => expect(appPath()).toBe("/websites/design/8"));
    expect(getActiveWebsiteId()).toBe(8);
  });

  it("leaves the active store alone for a store the user's store list does not hold", async () => {
    storeActiveWebsiteId(7);
    const { calls } = openDesigner({
      user: users.admin,
      path: "/websites/design/9",
      handlers: { "GET /api/bread/Website/9": () => ({ status: 404, body: { message: "Not found." } }) },
    });
    await eventually(() => expect(callsTo(calls, "GET", "/api/bread/Website/9")).toHaveLength(1));
    // The server's answer (here: no such store) is the editor's to show; the shell stays put.
    expect(
      await screen.findByText(
        "We couldn't load this store's pages. Please try again.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(getActiveWebsiteId()).toBe(7);
    expect(appPath()).toBe("/websites/design/9");
  });
});
