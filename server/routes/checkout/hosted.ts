import type { AppContext } from "../../context.js";
import { findHostedCheckout } from "../../services/checkout/hosted.js";
import type { PendingCheckout } from "../../services/orders/pending.js";
import { holdsPendingCheckout } from "../../storefront/checkout/cart-cookie.js";
import type { CheckoutValues } from "../../storefront/checkout/pages.js";

/** The checkout form's values from a pending checkout: the buyer's details and codes. */
export function pendingValues(pending: PendingCheckout, checkoutId: string): CheckoutValues {
  const { address, ...buyer } = pending.buyer;
  return {
    ...address,
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone ?? undefined,
    state: address.state ?? undefined,
    codes: pending.codes,
    checkout_id: checkoutId,
  };
}

/**
 * The pending checkout a buyer returns to after Cancel on the provider's page: found by the
 * reference in the URL, and only for the browser whose cookie holds that reference (see
 * holdsPendingCheckout) and while it is still open.
 */
export async function canceledCheckout(
  ctx: AppContext,
  cookieHeader: string | undefined,
  websiteId: number,
  reference: string,
): Promise<PendingCheckout | null> {
  if (!holdsPendingCheckout(cookieHeader, websiteId, reference)) return null;
  const pending = await findHostedCheckout(ctx, { reference }, websiteId);
  return pending?.status === "open" ? pending : null;
}
