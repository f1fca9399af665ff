import { describe, expect, it, vi } from "vitest";
import { preloadScreenFor, screenForPath } from "../../src/preloadScreen";

const screen = () => ({ preload: vi.fn(() => Promise.resolve()) });
const resources = () => ({
  Product: { list: screen(), edit: screen() },
  Order: { list: screen(), show: screen(), edit: screen() },
  GiftCard: { list: screen(), create: screen(), show: screen() },
});

describe("the screen an address opens", () => {
  it.each([
    ["/Product", "Product", "list"],
    ["/Product/12", "Product", "edit"],
    ["/products", "Product", "list"],
    ["/products/edit/12", "Product", "edit"],
    ["/products/edit/custom/12", "Product", "edit"],
    ["/Order/7/show", "Order", "show"],
    ["/orders?page=2", "Order", "list"],
    ["/gift-cards/create", "GiftCard", "create"],
  ])("%s opens the %s %s", (path, resource, view) => {
    expect(screenForPath(path, resources())).toEqual({ resource, view });
  });

  it.each(["/", "/Product/spreadsheet", "/products/custom/create", "/user/edit", "/Unknown"])(
    "%s opens no resource screen",
    (path) => {
      expect(screenForPath(path, resources())).toBeNull();
    },
  );

  it("starts loading the product editor, and nothing else, for /Product/12", () => {
    const all = resources();
    preloadScreenFor("/Product/12", all);
    expect(all.Product.edit.preload).toHaveBeenCalledTimes(1);
    expect(all.Product.list.preload).not.toHaveBeenCalled();
    expect(all.Order.edit.preload).not.toHaveBeenCalled();
  });
});
