import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import giftCardProducts from "../../resources/products/gift-cards";
import { giftCardProductRoutes } from "../../resources/products/gift-cards/routes";
import type { LibraryFile } from "../../domain/library";
import { pathsOf } from "./api";
import { activeStoreOnPlan } from "./fixtures";
import { lastQuery, openScreen, page, resourceRoute } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const LOCKED = "Gift cards are not available in your plan. Upgrade your plan to create gift cards.";

/** The gift-card product's paths and the GiftCardProduct resource they lead to. */
const routes = [...giftCardProductRoutes, resourceRoute("GiftCardProduct", giftCardProducts)];

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  website_id: 7,
  name: "Team Gift Card",
  slug: "team-gift-card",
  description: "Any product, any time.",
  denominations: [2_500, 5_000, 10_000],
  picture_file_id: 31,
  picture_url: "/files/signed/uploads/7/gift.png?expires=1&signature=s",
  published: true,
  storefront_url: "/store/acme/products/team-gift-card",
  sold: 3,
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
  ...overrides,
});

const libraryFile: LibraryFile = {
  id: 44,
  name: "card-art.png",
  url: "/files/signed/x/44?expires=1&signature=s",
  thumb_url: "/files/signed/x/44-thumb?expires=1&signature=s",
  width: 800,
  height: 800,
  extension: "png",
  size: 10,
  dpi: null,
  approved: true,
  approval: "approved",
  folder_id: null,
};

const library = () => ({
  body: { ...page([libraryFile]), folders: [], breadcrumbs: [] },
});

/** The value inputs of the denominations list, in the order shown. */
const valueInputs = () => screen.getAllByLabelText("Value ($)");
const saveEnabled = () =>
  eventually(() => expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false));

describe("gift-card product screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/products/gift-cards/GiftCardProductList"),
      import("../../resources/products/gift-cards/GiftCardProductCreate"),
      import("../../resources/products/gift-cards/GiftCardProductEdit"),
      import("../../ui/files/LibraryDialog"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the store's gift-card products with picture, values and state; a row opens the product", async () => {
    const { calls } = openScreen(routes, "/product/gift-card", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products": () => ({
        body: page([product(), product({ id: 6, name: "Draft Card", published: false, picture_url: null })]),
      }),
      "GET /api/gift-card-products/5": () => ({ body: product() }),
    });
    await screen.findByText("Draft Card", {}, { timeout: 8000 });
    const table = screen.getByRole("table");
    expect(within(table).getAllByText("$25.00 · $50.00 · $100.00")).toHaveLength(2);
    expect(within(table).getByRole("img", { name: "Team Gift Card" }).getAttribute("src")).toContain(
      "gift.png",
    );
    expect(within(table).getByRole("img", { name: "No picture" })).toBeTruthy();
    expect(within(table).getByText("Published")).toBeTruthy();
    expect(within(table).getByText("Draft")).toBeTruthy();

    // The state filter is the call's own `published`.
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByRole("option", { name: "Draft" }));
    await eventually(() => expect(lastQuery(calls, "/api/gift-card-products").get("published")).toBe("0"));

    fireEvent.click(within(table).getByText("Team Gift Card"));
    expect(await screen.findByDisplayValue("Any product, any time.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("deletes the checked products at once, each by its own call, after the confirmation", async () => {
    let left = [product(), product({ id: 6, name: "Draft Card" }), product({ id: 8, name: "Third Card" })];
    const { calls } = openScreen(routes, "/product/gift-card", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products": () => ({ body: page(left) }),
      "DELETE /api/gift-card-products/:id": (call) => {
        left = left.filter((p) => String(p.id) !== call.path.split("/").at(-1));
        return { body: { message: "Gift card product deleted." } };
      },
    });
    await screen.findByText("Third Card", {}, { timeout: 8000 });
    const table = screen.getByRole("table");
    const rowOf = (name: string) => within(table).getByText(name).closest("tr")!;
    fireEvent.click(within(rowOf("Team Gift Card")).getByRole("checkbox"));
    fireEvent.click(within(rowOf("Third Card")).getByRole("checkbox"));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: /confirm/i }));
    await eventually(() =>
      expect(pathsOf(calls, "DELETE")).toEqual(["/api/gift-card-products/5", "/api/gift-card-products/8"]),
    );
    await eventually(() => expect(screen.queryByText("Third Card")).toBeNull());
    expect(screen.getByText("Draft Card")).toBeTruthy();
  });

  it("shows the plan's upgrade text when gift cards are locked", async () => {
    openScreen(routes, "/product/gift-card", activeStoreOnPlan(false));
    expect(await screen.findByText(LOCKED, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create gift-card product" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("shows the upgrade text when the server refuses the list for the plan", async () => {
    openScreen(routes, "/product/gift-card", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products": () => ({ status: 403, body: { message: LOCKED } }),
    });
    expect(await screen.findByText(LOCKED, {}, { timeout: 8000 })).toBeTruthy();
  });

  it("creates one: values typed in dollars are sent in cents, the library picture by id, errors beside fields", async () => {
    let attempt = 0;
    const { calls } = openScreen(routes, "/product/gift-card/create", {
      ...activeStoreOnPlan(true),
      "POST /api/gift-card-products": () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: "Choose a picture from this store's file library.",
                errors: { picture_file_id: "Choose a picture from this store's file library." },
              },
            }
          : { body: { message: "Gift card product created successfully.", data: product({ id: 9 }) } },
      "GET /api/library": library,
      "GET /api/gift-card-products/9": () => ({ body: product({ id: 9 }) }),
    });
    const add = await screen.findByRole("button", { name: "Add value" }, { timeout: 8000 });
    for (const amount of ["50", "25", "50"]) {
      fireEvent.click(add);
      fireEvent.change(valueInputs().at(-1)!, { target: { value: amount } });
    }
    fireEvent.click(screen.getByRole("button", { name: "Choose from the library" }));
    fireEvent.click(await screen.findByText("card-art.png", {}, { timeout: 8000 }));
    await eventually(() =>
      expect(screen.getByRole("img", { name: "Picture" }).getAttribute("src")).toContain("44-thumb"),
    );

    // The server's own schema, checked before anything is sent: a name, each value once.
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the gift card's name.")).toBeTruthy();
    expect(screen.getByText("Each value can be listed only once.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(screen.getAllByRole("button", { name: "Remove $50.00" }).at(-1)!);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Team Gift Card" } });
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // The server's field error shows beside its field.
    expect(await screen.findByText("Choose a picture from this store's file library.")).toBeTruthy();
    // Sent smallest first, in cents, in the active store.
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      website_id: 7,
      name: "Team Gift Card",
      denominations: [2_500, 5_000],
      picture_file_id: 44,
      published: true,
    });

    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Gift card product created successfully.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    // The new product's edit page.
    expect(
      await screen.findByRole("link", { name: "View on the storefront" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "GET" && c.path === "/api/gift-card-products/9")).toBe(true);
  });

  it("edits one: removes a value, unpublishes, saves the whole form", async () => {
    let saved: Record<string, unknown> | null = null;
    const { calls } = openScreen(routes, "/product/gift-card/edit/5", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products/5": () => ({ body: product(saved ?? {}) }),
      "PUT /api/gift-card-products/5": (call) => {
        saved = { ...(call.body as Record<string, unknown>), updated_at: "2026-02-01T00:00:00.000Z" };
        return { body: { message: "Gift card product updated successfully.", data: product(saved) } };
      },
    });
    const link = await screen.findByRole("link", { name: "View on the storefront" }, { timeout: 8000 });
    expect(link.getAttribute("href")).toBe("/store/acme/products/team-gift-card");
    expect(screen.getByText(/Sold: 3/)).toBeTruthy();
    expect(screen.getByRole("img", { name: "Picture" }).getAttribute("src")).toContain("gift.png");
    fireEvent.click(screen.getByRole("button", { name: "Remove $100.00" }));
    fireEvent.click(screen.getByRole("switch", { name: "Published on the storefront" }));
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Gift card product updated successfully.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      name: "Team Gift Card",
      description: "Any product, any time.",
      denominations: [2_500, 5_000],
      picture_file_id: 31,
      published: false,
    });
  });

  it("deletes one only after the confirmation", async () => {
    const { calls } = openScreen(routes, "/product/gift-card/edit/5", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products/5": () => ({ body: product() }),
      "DELETE /api/gift-card-products/5": () => ({ body: { message: "Gift card product deleted." } }),
      "GET /api/gift-card-products": () => ({ body: page([]) }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/It leaves the storefront/)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: /confirm|yes/i }));
    expect(await screen.findByText("No gift-card products yet.", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });

  it("says so when the product is not found", async () => {
    openScreen(routes, "/product/gift-card/edit/99", {
      ...activeStoreOnPlan(true),
      "GET /api/gift-card-products/99": () => ({
        status: 404,
        body: { message: "The gift card product was not found." },
      }),
    });
    expect(
      await screen.findByText("The gift card product was not found.", {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});
