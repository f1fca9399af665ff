import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { StoreRule } from "../../http/access.js";
import { paymentProvidersFor, type PaymentProviders } from "../../services/payments/index.js";
import { PaymentProviderError, type PaymentKind } from "../../services/payments/types.js";
import { HttpError } from "../../errors.js";
import { paymentSummary } from "../../services/payments/summary.js";
import { absoluteUrl } from "../../services/public-url.js";

/** Query flags arrive as "1"/"0"/"true"/"false". */
export const queryFlag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

export const KIND_NAMES: Record<PaymentKind, string> = {
  card: "card payment",
  paypal: "PayPal",
  braintree: "Braintree",
};

/** Who sets up a store's payments: edit_settings there (404 outside it, 403 without the right). */
export function paymentsOf(from: StoreRule["from"]): StoreRule {
  return { right: "edit_settings", from };
}

export interface PaymentContext {
  ctx: AppContext;
  providers: PaymentProviders;
  summary(websiteId: number): ReturnType<typeof paymentSummary>;
  /** Where the provider sends the browser back to the SPA. */
  backUrl(status: string, websiteId: number, kind: PaymentKind, isSecond: boolean): string;
  /** The store's address country, the country a new provider account is opened in. */
  country(websiteId: number): Promise<string>;
}

export function paymentContext(ctx: AppContext): PaymentContext {
  const k = ctx.db.kysely;
  const providers = paymentProvidersFor(ctx);
  return {
    ctx,
    providers,
    async summary(websiteId) {
      const website = await k
        .selectFrom("websites")
        .selectAll()
        .where("id", "=", websiteId)
        .executeTakeFirstOrThrow();
      return paymentSummary(ctx.db, providers, website);
    },
    backUrl(status, websiteId, kind, isSecond) {
      const q = new URLSearchParams({ status, provider: kind, website_id: String(websiteId) });
      if (isSecond) q.set("second", "1");
      return absoluteUrl(ctx.config, `/app/third-party?${q.toString()}`);
    },
    async country(websiteId) {
      const address = await k
        .selectFrom("addresses")
        .select("country")
        .where("website_id", "=", websiteId)
        .executeTakeFirst();
      return address?.country ?? "US";
    },
  };
}

/** A provider that failed answers 502 with its own words, never a stack or a 500. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new HttpError(502, `The payment provider answered: ${error.message}`);
    }
    throw error;
  }
}
