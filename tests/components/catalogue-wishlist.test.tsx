import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const tee = {
  id: 43,
  website_id: 8,
  name: "Good Vibes Softstyle Tee",
  slug: "good-vibes",
  price: 2799,
  inventory_quantity: 10,
  status: "published",
  preview_photo_url: "/files/public/catalogue/tee.png",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("store wishlist (/products/wishlist/{id})", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/catalogue/wishlist/StoreWishlistPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the store's favourites with pictures and removes one after a confirmation", async () => {
    let favourites = [tee];
    const { calls } = stubAppApi(owner, {
      "GET /wishlist/products/favourites/8": () => ({ body: { data: favourites, total: favourites.length } }),
      "POST /wishlist/delete/43": () => {
        favourites = [];
        return { body: { message: "Completed successfully", favouritesProducts: [] } };
      },
    });
    openApp(owner, "/products/wishlist/8");
    const name = await screen.findByText("Good Vibes Softstyle Tee", {}, { timeout: 20_000 });
    const card = name.closest(".MuiCard-root") as HTMLElement;
    expect(within(card).getByText("$27.99")).toBeTruthy();
    expect(card.querySelector("img")!.src).toContain("/files/public/catalogue/tee.png");
    expect(within(card).getByText("Oscar's Mugs")).toBeTruthy();

    fireEvent.click(
      within(card).getByRole("button", { name: "Remove Good Vibes Softstyle Tee from the wishlist" }),
    );
    expect(await screen.findByText("Remove this product from your wishlist?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/wishlist/delete/43")).toBe(true),
    );
    expect(await screen.findByText("Your wishlist is empty", {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.find((c) => c.path === "/wishlist/delete/43")?.headers.get("authorization")).toBe(
      "Bearer test-token",
    );
  });
});
