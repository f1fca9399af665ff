import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MSG } from "../../domain/sections";
import { resetBrowserState } from "./reset";
import { users } from "./shell-helpers";
import { helperOf } from "./store-settings-helpers";
import {
  addSection,
  dragOnto,
  eventually,
  findPageList,
  findSectionList,
  lastSections,
  makePage,
  openDesigner,
  pageSaves,
  section,
  sectionNames,
} from "./store-designer-helpers";

// Until the lead wires the area into src/routes.tsx, the tests add its routes themselves.
vi.mock("../../src/routes", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/routes")>();
  const { storeDesignerRoutes } = await import("../../custom-pages/store-designer/routes");
  const known = new Set(original.signedInRoutes.map((route) => route.key));
  return {
    ...original,
    signedInRoutes: [...original.signedInRoutes, ...storeDesignerRoutes.filter((r) => !known.has(r.key))],
  };
});

const threeSections = () =>
  makePage({
    sections: [
      section("banner", "aaaaa"),
      section("products", "bbbbb", { title: "Best sellers" }),
      section("contact", "ccccc", { title: "Write to us" }),
    ],
  });

describe("store designer: sections", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/store-designer/StoreDesignerPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the pages by type and adds a section with the defaults table's values, then auto-saves", async () => {
    const { calls, server } = openDesigner();
    await findPageList();
    expect(
      await screen.findByText(
        "This page has no sections yet. Add one to see it in the preview.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Pages" });
    // In menu order, each with its type and address.
    expect(within(nav).getByText("Home")).toBeTruthy();
    expect(within(nav).getByText("Home page · /")).toBeTruthy();
    expect(within(nav).getByText("About")).toBeTruthy();
    expect(within(nav).getByText("Custom page · /about")).toBeTruthy();

    const added = Date.now();
    await addSection("Products");
    // The new section opens in the section editor.
    expect(await screen.findByRole("heading", { name: "Edit Products" })).toBeTruthy();

    await eventually(() => expect(pageSaves(calls, 21)).toHaveLength(1));
    // Auto-save waits 500 ms after the last edit.
    expect(server.saveTimes[0]! - added).toBeGreaterThanOrEqual(450);
    const [saved] = lastSections(calls, 21);
    expect(saved?.id).toMatch(/^[a-z0-9]{5}$/);
    expect(saved).toMatchObject({
      type: "products",
      data: { limit: 15, row_limit: 3, sort_by: "Newest", all_products: true, chosen_products: [] },
    });
    expect(await screen.findByText("All changes saved", {}, { timeout: 8000 })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Back to sections" }));
    expect(sectionNames()).toEqual(["Products"]);
  });

  it("reorders with the keyboard buttons and by drag and drop", async () => {
    const { calls } = openDesigner({ pages: [threeSections()] });
    await findSectionList();
    expect(sectionNames()).toEqual(["Banner", "Products: Best sellers", "Contact form: Write to us"]);

    fireEvent.click(screen.getByRole("button", { name: "Move Contact form: Write to us up" }));
    expect(sectionNames()).toEqual(["Banner", "Contact form: Write to us", "Products: Best sellers"]);
    await eventually(() =>
      expect(lastSections(calls, 21).map((s) => s.id)).toEqual(["aaaaa", "ccccc", "bbbbb"]),
    );

    // Drag the banner by its handle and drop it on the last row: it takes that place.
    dragOnto(
      screen.getByRole("img", { name: "Drag Banner to reorder" }),
      screen.getByRole("listitem", { name: "Products: Best sellers" }),
    );
    expect(sectionNames()).toEqual(["Contact form: Write to us", "Products: Best sellers", "Banner"]);
    await eventually(() =>
      expect(lastSections(calls, 21).map((s) => s.id)).toEqual(["ccccc", "bbbbb", "aaaaa"]),
    );
  });

  it("edits a products section: limits, per row, sort, chosen products with pictures, and shows field errors", async () => {
    const { calls } = openDesigner({ pages: [threeSections()] });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Products: Best sellers" }));
    const limit = await screen.findByLabelText("Number of products");

    fireEvent.change(limit, { target: { value: "0" } });
    await eventually(() => expect(helperOf(limit)).toBe(SECTION_MSG.limitMin));
    expect(screen.getByText("Fix the marked fields to save your changes.")).toBeTruthy();
    const paragraph = screen.getByLabelText("Paragraph font size (pt)");
    fireEvent.change(paragraph, { target: { value: "0" } });
    await eventually(() => expect(helperOf(paragraph)).toBe(SECTION_MSG.fontSizeMin));
    fireEvent.change(paragraph, { target: { value: "14" } });
    fireEvent.change(limit, { target: { value: "8" } });

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Products per row" }));
    const perRow = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(perRow).toEqual(["1", "2", "3", "4", "6", "12"]);
    fireEvent.click(screen.getByRole("option", { name: "2" }));
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Sort by" }));
    fireEvent.click(screen.getByRole("option", { name: "Price ascending" }));

    fireEvent.click(screen.getByLabelText("All published products"));
    fireEvent.click(await screen.findByRole("button", { name: "Add Crew Tee" }, { timeout: 8000 }));
    const chosen = await screen.findByRole("list", { name: "Chosen products" });
    expect(await within(chosen).findByText("Crew Tee", {}, { timeout: 8000 })).toBeTruthy();
    expect(within(chosen).getByText("$25.00")).toBeTruthy();
    expect(within(chosen).getByRole("img", { name: "Crew Tee" }).getAttribute("src")).toBe(
      "/files/public/tee.png",
    );

    await eventually(() =>
      expect(lastSections(calls, 21)[1]).toMatchObject({
        id: "bbbbb",
        data: {
          limit: 8,
          row_limit: 2,
          sort_by: "Price ascending",
          all_products: false,
          chosen_products: [101],
        },
        style: { paragraphFontSize: 14 },
      }),
    );
    // No save ever carried the invalid values.
    expect(pageSaves(calls, 21).every((c) => JSON.stringify(c.body).includes('"limit":0') === false)).toBe(
      true,
    );
  });

  it("offers only the newest pattern on a plan without patterns; an admin sees all and confirms a change", async () => {
    openDesigner({ pages: [threeSections()] });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Products: Best sellers" }));
    await screen.findByRole("heading", { name: "Edit Products: Best sellers" });
    expect(screen.queryByRole("button", { name: "Four a row" })).toBeNull();
    expect(
      screen.getByText("Your plan includes the newest pattern. Upgrade to use every pattern."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Three a row, in your order" }));
    // The page-section editor's defaults: 30 products, 3 a row, by Position.
    expect((screen.getByLabelText("Number of products") as HTMLInputElement).value).toBe("30");
    expect(screen.getByRole("combobox", { name: "Sort by" }).textContent).toBe("Position");
    resetBrowserState();

    const { calls } = openDesigner({ pages: [threeSections()], user: users.admin });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Products: Best sellers" }));
    fireEvent.click(await screen.findByRole("button", { name: "Four a row" }));
    expect((screen.getByLabelText("Number of products") as HTMLInputElement).value).toBe("8");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Kept?" } });
    fireEvent.click(screen.getByRole("button", { name: "Six a row" }));
    expect(
      await screen.findByText("Change the pattern? All data in this element will be removed."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Kept?");
    // The dialog hides the page from assistive tech until it has closed.
    fireEvent.click(await screen.findByRole("button", { name: "Six a row" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await eventually(() => expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe(""));
    await eventually(() =>
      expect(lastSections(calls, 21)[1]).toMatchObject({
        pattern: 1,
        data: { row_limit: 6, limit: 12, title: "" },
      }),
    );
  });

  it("requires a link's title and url", async () => {
    const { calls } = openDesigner({ pages: [threeSections()] });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Banner" }));
    fireEvent.click(await screen.findByRole("button", { name: "Add link" }));
    fireEvent.change(screen.getByLabelText("Link URL"), { target: { value: "/about" } });
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByText(SECTION_MSG.linkTitleUrl)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Link title"), { target: { value: "About us" } });
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    await eventually(() =>
      expect(lastSections(calls, 21)[0]).toMatchObject({
        data: { additional_option: "About us", website_url: "/about" },
      }),
    );
  });

  it("chooses a banner picture from the file library and stores its storage key", async () => {
    const file = {
      id: 5,
      name: "summer-sale.png",
      url: "/files/signed/library/7/summer-sale.png?expires=99&signature=abc&v=1",
      thumb_url: "/files/signed/library/7/summer-sale.thumb.png?expires=99&signature=abc&v=1",
      width: 1600,
      height: 600,
      extension: "png",
      size: 1000,
      dpi: 72,
      approved: true,
      folder_id: null,
    };
    const { calls } = openDesigner({
      pages: [threeSections()],
      handlers: {
        "GET /api/library": () => ({
          body: {
            data: [file],
            total: 1,
            current_page: 1,
            per_page: 12,
            last_page: 1,
            folders: [],
            breadcrumbs: [],
          },
        }),
      },
    });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: "Edit Banner" }));
    fireEvent.click(await screen.findByRole("button", { name: "Choose from library" }));
    fireEvent.click(await screen.findByRole("button", { name: /summer-sale\.png/ }, { timeout: 8000 }));
    await eventually(() =>
      expect(lastSections(calls, 21)[0]).toMatchObject({ data: { url: "library/7/summer-sale.png" } }),
    );
    // The editor shows the library's thumbnail, and the picture can be removed again.
    expect(screen.getByRole("img", { name: "Chosen picture" }).getAttribute("src")).toBe(file.thumb_url);
    fireEvent.click(screen.getByRole("button", { name: "Remove picture" }));
    await eventually(() => expect(lastSections(calls, 21)[0]).toMatchObject({ data: { url: "" } }));
  });

  it("deletes a section from the edited page and the home page, after a confirmation", async () => {
    const shared = section("banner", "zzzzz", { additional_option: "Sale" });
    const { calls } = openDesigner({
      pages: [
        makePage({ sections: [shared, section("contact", "ccccc")] }),
        makePage({ id: 22, type: "page", name: "About", slug: "about", sort_order: 1, sections: [shared] }),
      ],
    });
    await findSectionList();
    fireEvent.click(screen.getByRole("button", { name: /^About/ }));
    await eventually(() => expect(screen.getByRole("heading", { name: "Sections of About" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Delete Banner" }));
    expect(
      await screen.findByText("Delete this section? It is removed from this page and from the home page."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText("This page has no sections yet. Add one to see it in the preview."),
    ).toBeTruthy();
    await eventually(() => {
      expect(lastSections(calls, 22)).toEqual([]);
      expect(lastSections(calls, 21).map((s) => s.id)).toEqual(["ccccc"]);
    });
  });
});
