import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cutName, indicatorColor } from "../../resources/products/inventory-dialogs/levels";
import { makeUser } from "./fixtures";
import { page, product, renderProductList, STORE } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const lowStock = {
  body: {
    total: 2,
    data: [
      {
        ...product(1, {
          name: "Heavyweight Hooded Sweatshirt",
          inventory_quantity: 0,
          inventory_level: "low",
        }),
        stock_percent: 20,
      },
      {
        ...product(2, { name: "Mug", inventory_quantity: 5, inventory_level: "medium", available: 0 }),
        stock_percent: 50,
      },
    ],
  },
};
const priceChanges = {
  body: {
    total: 1,
    data: [
      {
        ...product(3, { name: "Classic Tee", price: 2500 }),
        brand: "Gildan",
        cost: 410,
        supplier_updated_at: "2026-01-01T00:00:00.000Z",
      },
    ],
  },
};

describe("Low stock and price change dialogs", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    sessionStorage.clear();
  });
  afterEach(resetBrowserState);

  it("follows the spec's thresholds and name length", () => {
    expect([0, 33, 34, 67, 68, 100].map(indicatorColor)).toEqual([
      "error",
      "error",
      "warning",
      "warning",
      "success",
      "success",
    ]);
    expect(cutName("Heavyweight Hooded Sweatshirt")).toBe("Heavyweight Hoo…");
    expect(cutName("Mug")).toBe("Mug");
  });

  it("opens the low stock dialog by itself when the user's settings ask, then the price changes", async () => {
    renderProductList(
      {
        "GET /api/all/website/products": () => page([product(1)]),
        "GET /api/products/low-stock": () => lowStock,
        "GET /api/products/price-changes": () => priceChanges,
      },
      makeUser({ user_websites: [STORE], low_inventory: 1, price_changes_notifications: 1 }),
    );
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText("Low stock")).toBeTruthy();
    expect(within(dialog).getByText("Heavyweight Hoo…")).toBeTruthy();
    expect(within(dialog).getByText("Out of stock")).toBeTruthy();
    expect(within(dialog).getByText("5 left")).toBeTruthy();
    const bars = within(dialog).getAllByRole("progressbar");
    expect(bars.map((b) => b.getAttribute("data-color"))).toEqual(["error", "warning"]);
    expect((within(dialog).getByRole("switch", { name: "Published: Mug" }) as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    const next = await screen.findByText("Cost changes", { selector: "h2" });
    const prices = next.closest("[role=dialog]") as HTMLElement;
    expect(within(prices).getByText("Classic Tee")).toBeTruthy();
    expect(within(prices).getByText("Gildan · cost now $4.10 · your price $25.00")).toBeTruthy();
    expect(within(prices).queryByText("SanMar products")).toBeNull();
  });

  it("stays closed when the user switched these notifications off", async () => {
    const { calls } = renderProductList(
      {
        "GET /api/all/website/products": () => page([product(1)]),
        "GET /api/products/low-stock": () => lowStock,
        "GET /api/products/price-changes": () => priceChanges,
      },
      makeUser({
        user_websites: [STORE],
        low_inventory: 0,
        inventory_notifications: 0,
        price_changes_notifications: 0,
      }),
    );
    await screen.findByText("Product 1", {}, { timeout: 8000 });
    await eventually(() => expect(calls.some((c) => c.path === "/api/products/low-stock")).toBe(true));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("saves the published toggle at once and says 'Something went wrong' when it fails", async () => {
    let fail = false;
    const { calls } = renderProductList(
      {
        "GET /api/all/website/products": () => page([product(1)]),
        "GET /api/products/low-stock": () => lowStock,
        "POST /api/product/status/2/1": () =>
          fail ? { status: 500, body: { message: "boom" } } : { body: { message: "ok" } },
        "POST /api/product/status/2/0": () => ({ status: 500, body: { message: "boom" } }),
      },
      makeUser({ user_websites: [STORE], low_inventory: 0 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Low stock$/ }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog");
    const toggle = (await within(dialog).findByRole("switch", {
      name: "Published: Mug",
    })) as HTMLInputElement;
    fireEvent.click(toggle);
    await eventually(() => expect(calls.some((c) => c.path === "/api/product/status/2/1")).toBe(true));
    await eventually(() => expect(toggle.checked).toBe(true));

    fail = true;
    fireEvent.click(toggle);
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    await eventually(() => expect(toggle.checked).toBe(true));
  });

  it("shows admins the SanMar label on cost changes", async () => {
    renderProductList(
      {
        "GET /api/all/website/products": () => page([product(1)]),
        "GET /api/products/price-changes": () => priceChanges,
      },
      makeUser({ role_id: 1, is_admin: true, low_inventory: 0, price_changes_notifications: 0 }),
    );
    fireEvent.click(await screen.findByRole("button", { name: /Cost changes$/ }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("SanMar products")).toBeTruthy();
  });
});
