import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { accountRoutes } from "./payments-providers/accounts.js";
import { paymentContext } from "./payments-providers/common.js";
import { onboardingRoutes } from "./payments-providers/onboarding.js";
import { sandboxPageRoutes } from "./payments-providers/sandbox-page.js";

/**
 * Payment providers: card accounts through Stripe Connect when STRIPE_SECRET_KEY is set,
 * else the local sandbox; PayPal and Braintree through the same PaymentProvider interface. Every
 * store route needs edit_settings in the store; no provider secret ever reaches a response.
 */
export async function paymentProviderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = paymentContext(ctx);
  await onboardingRoutes(app, p);
  await accountRoutes(app, p);
  await sandboxPageRoutes(app, p);
}
