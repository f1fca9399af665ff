import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { giftCardProductRoutes } from "../../custom-pages/gift-card-product/routes";
import type { LibraryFile } from "../../domain/library";
import { openScreen, page } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const LOCKED = "Gift cards are not available in your plan. Upgrade your plan to create gift cards.";

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

describe("gift-card product screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../custom-pages/gift-card-product/GiftCardProductListPage"),
      import("../../custom-pages/gift-card-product/GiftCardProductCreate"),
      import("../../custom-pages/gift-card-product/GiftCardProductEdit"),
      import("../../ui/files/LibraryDialog"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the store's gift-card products with picture, values, state and an edit link", async () => {
    openScreen(giftCardProductRoutes, "/product/gift-card", {
      "GET /api/gift-card-products": () => ({
        body: page([product(), product({ id: 6, name: "Draft Card", published: false, picture_url: null })]),
      }),
    });
    await screen.findByText("Draft Card", {}, { timeout: 8000 });
    const table = screen.getByRole("table", { name: "Gift-card products" });
    expect(within(table).getAllByText("$25.00 · $50.00 · $100.00")).toHaveLength(2);
    expect(within(table).getByRole("img", { name: "Team Gift Card" }).getAttribute("src")).toContain(
      "gift.png",
    );
    expect(within(table).getByText("Published")).toBeTruthy();
    expect(within(table).getByText("Draft")).toBeTruthy();
    expect(within(table).getAllByRole("link", { name: "Edit" })[0]!.getAttribute("href")).toBe(
      "/product/gift-card/edit/5",
    );
  });

  it("shows the plan's upgrade text when gift cards are locked", async () => {
    openScreen(giftCardProductRoutes, "/product/gift-card", {
      "GET /api/gift-card-products": () => ({ status: 403, body: { message: LOCKED } }),
    });
    expect(await screen.findByText(LOCKED, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create gift-card product" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });

  it("creates one: values typed in dollars are sent in cents, the library picture by id, errors beside fields", async () => {
    let attempt = 0;
    const { calls } = openScreen(giftCardProductRoutes, "/product/gift-card/create", {
      "POST /api/gift-card-products": () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: "Enter the gift card's name.",
                errors: { name: "Enter the gift card's name." },
              },
            }
          : { body: { message: "Gift card product created successfully.", data: product({ id: 9 }) } },
      "GET /api/library": library,
      "GET /api/gift-card-products/9": () => ({ body: product({ id: 9 }) }),
    });
    const value = await screen.findByLabelText("Value ($)", {}, { timeout: 8000 });
    for (const amount of ["50", "25", "50"]) {
      fireEvent.change(value, { target: { value: amount } });
      fireEvent.click(screen.getByRole("button", { name: "Add value" }));
    }
    // The repeated 50 is refused on the spot; the list shows smallest first.
    expect(screen.getByText("This value is already listed.")).toBeTruthy();
    const values = screen.getByRole("group", { name: "Values" });
    expect(
      within(values)
        .getAllByText(/^\$\d/)
        .map((c) => c.textContent),
    ).toEqual(["$25.00", "$50.00"]);
    fireEvent.change(value, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Add value" }));
    expect(screen.getByText("Enter an amount from 0.01 to 10,000.00.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Choose from the library" }));
    fireEvent.click(await screen.findByText("card-art.png", {}, { timeout: 8000 }));
    await eventually(() =>
      expect(screen.getByRole("img", { name: "Picture" }).getAttribute("src")).toContain("44-thumb"),
    );

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the gift card's name.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      website_id: 7,
      name: "",
      denominations: [2_500, 5_000],
      picture_file_id: 44,
      published: true,
    });

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Team Gift Card" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("form", { name: "Edit gift-card product" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toMatchObject({ name: "Team Gift Card" });
  });

  it("edits one: removes a value, unpublishes, saves the whole form", async () => {
    let saved: Record<string, unknown> | null = null;
    const { calls } = openScreen(giftCardProductRoutes, "/product/gift-card/edit/5", {
      "GET /api/gift-card-products/5": () => ({ body: product(saved ?? {}) }),
      "PUT /api/gift-card-products/5": (call) => {
        saved = { ...(call.body as Record<string, unknown>), updated_at: "2026-02-01T00:00:00.000Z" };
        return { body: { message: "Gift card product updated successfully.", data: product(saved) } };
      },
    });
    const form = await screen.findByRole("form", { name: "Edit gift-card product" }, { timeout: 8000 });
    expect(within(form).getByRole("link", { name: "View on the storefront" }).getAttribute("href")).toBe(
      "/store/acme/products/team-gift-card",
    );
    expect(within(form).getByText(/Sold: 3/)).toBeTruthy();
    fireEvent.click(within(form).getByLabelText("Remove $100.00"));
    fireEvent.click(within(form).getByRole("switch", { name: "Published on the storefront" }));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
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
    const { calls } = openScreen(giftCardProductRoutes, "/product/gift-card/edit/5", {
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
    openScreen(giftCardProductRoutes, "/product/gift-card/edit/99", {
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
