import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { StoreRule } from "../../http/access.js";
import { paymentProvidersFor, type PaymentProviders } from "../../services/payments/index.js";
import type { PaymentKind } from "../../services/payments/types.js";
import type { PaymentSummary } from "../../../domain/contracts/payment-accounts.js";
import { storeCountry, storePaymentSummary } from "../../services/payments/store-setup.js";
import { absoluteUrl } from "../../services/public-url.js";

/** Query flags arrive as "1"/"0"/"true"/"false". */
export const queryFlag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

/** Who sets up a store's payments: edit_settings there (404 outside it, 403 without the right). */
export function paymentsOf(from: StoreRule["from"]): StoreRule {
  return { right: "edit_settings", from };
}

export interface PaymentContext {
  ctx: AppContext;
  providers: PaymentProviders;
  summary(websiteId: number): Promise<PaymentSummary>;
  /** Where the provider sends the browser back to the SPA. */
  backUrl(status: string, websiteId: number, kind: PaymentKind, isSecond: boolean): string;
  /** The store's address country, the country a new provider account is opened in. */
  country(websiteId: number): Promise<string>;
}

export function paymentContext(ctx: AppContext): PaymentContext {
  const providers = paymentProvidersFor(ctx);
  return {
    ctx,
    providers,
    summary: (websiteId) => storePaymentSummary(ctx, providers, websiteId),
    backUrl(status, websiteId, kind, isSecond) {
      const q = new URLSearchParams({ status, provider: kind, website_id: String(websiteId) });
      if (isSecond) q.set("second", "1");
      return absoluteUrl(ctx.config, `/app/third-party?${q.toString()}`);
    },
    country: (websiteId) => storeCountry(ctx.db.kysely, websiteId),
  };
}
