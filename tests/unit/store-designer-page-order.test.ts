import { describe, expect, it } from "vitest";
import { movePage, slotsOf, withServerOrder } from "../../custom-pages/store-designer/pageOrder";
import type { DesignerPage } from "../../custom-pages/store-designer/types";

const page = (id: number, sort_order: number): DesignerPage => ({
  id,
  website_id: 7,
  type: "page",
  name: `Page ${id}`,
  slug: `page-${id}`,
  sort_order,
  sections: [],
  data: {},
});

describe("store designer page order", () => {
  const order = { pages: [page(1, 0), page(2, 1), page(4, 3)], others: [{ id: 3, sort_order: 2 }] };

  it("moves a designed page; pages the editor does not list keep their menu places", () => {
    const next = movePage(order, 2, 0);
    expect(next.ids).toEqual([4, 1, 3, 2]);
    expect(next.pages.map((p) => [p.id, p.sort_order])).toEqual([
      [4, 0],
      [1, 1],
      [2, 3],
    ]);
    expect(next.others).toEqual([{ id: 3, sort_order: 2 }]);
  });

  it("numbers pages that shared a sort order by their place, as the server stores them", () => {
    const tied = { pages: [page(1, 0), page(2, 0), page(3, 0)], others: [] };
    const next = movePage(tied, 0, 2);
    expect(next.ids).toEqual([2, 3, 1]);
    expect(next.pages.map((p) => p.sort_order)).toEqual([0, 1, 2]);
  });

  it("puts the pages back in the order the server holds, keeping pages it does not know last", () => {
    const moved = movePage(order, 0, 2);
    const before = slotsOf(order).filter((s) => s.id !== 4);
    const back = withServerOrder(moved, before);
    expect(back.pages.map((p) => p.id)).toEqual([1, 2, 4]);
    expect(back.others.map((o) => o.sort_order)).toEqual([2]);
  });
});
