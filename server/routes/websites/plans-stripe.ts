import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { HttpError, notFound } from "../../errors.js";
import { errorDto } from "../../http/api-contract.js";
import { absoluteUrl } from "../../services/public-url.js";
import { stripeWebhookRoute } from "../payments-providers/stripe-webhook.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
import { PaymentProviderError } from "../../services/payments/types.js";
import {
  completeSubscriptionCheckout,
  providerEndedSubscription,
  recordProviderInvoice,
} from "../../services/plans/subscriptions.js";

const MSG = {
  off: "Stripe subscriptions are not configured.",
  signature: "The webhook signature does not match.",
} as const;

/**
 * Plans bought on Stripe Checkout: the buyer's return and Stripe's webhook (paid checkout, paid
 * renewal invoice, ended subscription). Both read the payment back from Stripe, never from the
 * request. The webhook is verified with STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET, else STRIPE_WEBHOOK_SECRET.
 */
export async function planStripeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  env: { STRIPE_WEBHOOK_SECRET?: string; STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET?: string } = process.env,
): Promise<void> {
  const pub = { access: "public" as const };
  const secret = env.STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET || env.STRIPE_WEBHOOK_SECRET || null;
  const stripe = () => paymentProvidersFor(ctx).byName.get("stripe");

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/subscription/stripe/return",
    {
      config: pub,
      schema: {
        tags: ["subscriptions"],
        summary:
          "Return from Stripe's payment page for a plan: a paid session moves the store to the plan once; redirects to the store's Subscriptions tab",
        querystring: z.object({ session_id: z.string().min(1).max(255) }),
        response: { 303: z.null(), 404: errorDto, 502: errorDto },
      },
    },
    async (request, reply) => {
      if (!stripe()) throw notFound(MSG.off);
      let websiteId: number | null;
      try {
        websiteId = await completeSubscriptionCheckout(ctx, "stripe", request.query.session_id);
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new HttpError(502, `The payment provider answered: ${error.message}`);
        throw error;
      }
      const to = websiteId ? `/app/websites/${websiteId}?tab=subscriptions` : "/app/";
      return reply.redirect(absoluteUrl(ctx.config, to), 303);
    },
  );

  await stripeWebhookRoute(app, ctx, {
    url: "/api/subscription/stripe/webhook",
    tags: ["subscriptions"],
    summary:
      "Stripe webhook for plans (checkout.session.completed and checkout.session.async_payment_succeeded in subscription mode, invoice.paid, customer.subscription.deleted), verified with the signing secret. 404 when not configured, 400 for a bad signature",
    secret,
    messages: MSG,
    response: z.object({ received: z.boolean() }),
    reader: (provider) => provider.subscriptionEvent?.bind(provider),
    handle: async (event, provider) => {
      if (event?.type === "checkout") await completeSubscriptionCheckout(ctx, provider.name, event.sessionId);
      if (event?.type === "invoice_paid") await recordProviderInvoice(ctx, provider.name, event);
      if (event?.type === "ended") await providerEndedSubscription(ctx, provider.name, event.subscriptionId);
      return { received: true };
    },
  });
}
