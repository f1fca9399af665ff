import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { DomainError } from "../../../domain/errors.js";
import { quoteLines, type CartItem } from "../orders/quote.js";
import type { CartRow } from "../../storefront/checkout/pages.js";

/** Each line priced on its own, so one unavailable line is shown with its reason instead of hiding the cart. */
export async function cartRows(
  db: Kysely<Database>,
  websiteId: number,
  items: readonly CartItem[],
): Promise<CartRow[]> {
  return Promise.all(
    items.map(async (item) => {
      try {
        const [line] = await quoteLines(db, websiteId, [item], { checkStock: true });
        return { line: line ?? null, product_id: item.product_id, quantity: item.quantity, error: null };
      } catch (error) {
        if (!(error instanceof DomainError) || error.kind !== "invalid") throw error;
        const reason = Object.values(error.errors ?? {})[0] ?? error.message;
        const line = await quoteLines(db, websiteId, [item], { checkStock: false })
          .then((l) => l[0] ?? null)
          .catch(() => null);
        return { line, product_id: item.product_id, quantity: item.quantity, error: reason };
      }
    }),
  );
}
