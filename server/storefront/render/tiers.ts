import type { Kysely } from "kysely";
import { offeredTiers, type BulkTier, type Cents } from "../../../domain/pricing.js";
import type { Database } from "../../db/schema.js";
import { loadBulkTiers } from "../../services/products/data.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import { money } from "./products.js";

/** The product page's bulk offers, "Buy 10+ for $X each": the tiers the cart would apply. */
export function bulkTierList(base: Cents, tiers: readonly BulkTier[]): string {
  const offered = offeredTiers(base, tiers);
  if (offered.length === 0) return "";
  const items = offered
    .map((t) => `<li>Buy ${t.quantity}+ for <strong>${esc(money(t.price))}</strong> each</li>`)
    .join("");
  return `<ul class="tiers" aria-label="Bulk prices">${items}</ul>`;
}

/** The stored product's bulk offers on a piece at `base`. */
export async function bulkTierOffers(q: Kysely<Database>, productId: number, base: Cents): Promise<string> {
  return bulkTierList(base, await loadBulkTiers(q, productId));
}
