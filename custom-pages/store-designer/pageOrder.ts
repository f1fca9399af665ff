import { moved } from "./layout";
import type { DesignerPage } from "./types";
import type { PageSlot } from "../../domain/contracts/store-designer";

export type { PageSlot };

export interface PageOrder {
  pages: DesignerPage[];
  others: PageSlot[];
}

export const bySortOrder = (a: PageSlot, b: PageSlot) => a.sort_order - b.sort_order || a.id - b.id;

/** Every page with its index in `ids` as sort_order, as POST /api/update/website/pages/order stores it. */
function numbered(order: PageOrder, ids: readonly number[]): PageOrder {
  const position = new Map(ids.map((id, index) => [id, index]));
  const at = (slot: PageSlot) => position.get(slot.id) ?? slot.sort_order;
  return {
    pages: order.pages.map((p) => ({ ...p, sort_order: at(p) })).sort(bySortOrder),
    others: order.others.map((o) => ({ ...o, sort_order: at(o) })).sort(bySortOrder),
  };
}

/**
 * The designed page at `from` moved to `to` among the designed pages; the other pages keep
 * their places in the menu. `ids` is every page of the store in the new menu order.
 */
export function movePage(order: PageOrder, from: number, to: number): PageOrder & { ids: number[] } {
  const wanted = moved(order.pages, from, to);
  const designed = new Set(order.pages.map((p) => p.id));
  const menu = [...order.pages, ...order.others].sort(bySortOrder);
  let next = 0;
  const ids = menu.map((slot) => (designed.has(slot.id) ? wanted[next++]!.id : slot.id));
  return { ...numbered(order, ids), ids };
}

/** The pages put in the order the server holds (`slots`); pages it does not know keep theirs. */
export function withServerOrder(order: PageOrder, slots: readonly PageSlot[]): PageOrder {
  const ids = [...slots].sort(bySortOrder).map((s) => s.id);
  const known = new Set(ids);
  const rest = [...order.pages, ...order.others]
    .filter((p) => !known.has(p.id))
    .sort(bySortOrder)
    .map((p) => p.id);
  return numbered(order, [...ids, ...rest]);
}

/** Where every page of the store stands now, to put it back if a reorder fails. */
export const slotsOf = (order: PageOrder): PageSlot[] =>
  [...order.pages, ...order.others].map(({ id, sort_order }) => ({ id, sort_order }));
