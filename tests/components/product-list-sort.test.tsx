import { createEvent, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveId } from "../../resources/products/sort/SortDragContext";
import { page, product, renderProductList } from "./product-list-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** jsdom has no DataTransfer; the rows only set and read plain text on it. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    effectAllowed: "all",
    dropEffect: "none",
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? "",
  };
}

function drag(kind: "dragStart" | "dragOver" | "drop" | "dragEnd", element: Element, transfer: object) {
  const event = createEvent[kind](element);
  Object.defineProperty(event, "dataTransfer", { value: transfer });
  fireEvent(element, event);
}

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 8000 })).closest("tr")!;

describe("Product list drag-and-drop order", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("moves an id to the place of the row it is dropped on", () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
  });

  it("saves the page's new order when a row is dropped on another", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1), product(2), product(3)]),
      "POST /api/products/update/sortorder": () => ({
        body: { message: "The order is saved.", sort_order: {} },
      }),
    });
    const first = await rowOf("Product 1");
    const third = await rowOf("Product 3");
    expect(first.getAttribute("draggable")).toBe("true");
    const transfer = dataTransfer();
    drag("dragStart", first, transfer);
    drag("dragOver", third, transfer);
    drag("drop", third, transfer);
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/products/update/sortorder")?.body).toEqual({
        ids: [2, 3, 1],
      }),
    );
    expect(await screen.findByText("The order is saved.")).toBeTruthy();
  });

  it("does not drag when the list is sorted by something else", async () => {
    renderProductList({
      "GET /api/all/website/products": () => page([product(1), product(2)]),
    });
    await rowOf("Product 1");
    fireEvent.click(within(document.querySelector("thead")!).getByText("Name"));
    await eventually(async () => expect((await rowOf("Product 1")).getAttribute("draggable")).toBeNull());
  });
});
