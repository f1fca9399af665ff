import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HOSTED_CHECKOUT_MSG } from "../../../domain/messages.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { asHttpError, HttpError, notFound } from "../../errors.js";
import { stripeWebhookRoute } from "../payments-providers/stripe-webhook.js";
import { PaymentProviderError } from "../../services/payments/index.js";
import { pendingCheckoutCookie } from "../../storefront/checkout/cart-cookie.js";
import { pendingValues } from "./hosted.js";
import { completeHostedCheckout, findHostedCheckout } from "../../services/checkout/hosted.js";
import { renderCheckout, thankYouUrl } from "./render.js";
import { newCheckoutId, openStore, requestCart, setCart } from "./store.js";

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
const webhookDto = z.object({
  received: z.boolean(),
  order_id: z.number().nullable().describe("the order the event placed (or had placed), if any"),
});

/**
 * Where a hosted payment page sends the buyer back, and Stripe's webhook. Both only name a
 * checkout session; whether it is paid is always asked of Stripe, so neither can be forged into
 * an order.
 */
export async function hostedCheckoutRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  env: { STRIPE_WEBHOOK_SECRET?: string } = process.env,
): Promise<void> {
  const pub = { access: "public" as const };
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${STOREFRONT_PATH}/:link/checkout/return`,
    {
      config: pub,
      schema: {
        tags: ["checkout"],
        summary:
          "Return from the hosted payment page (HTML): a paid session places the order once and redirects to the thank-you page; an unpaid one shows the checkout again with the cart kept",
        params: z.object({ link: z.string().max(100) }),
        querystring: z.object({ session_id: z.string().min(1).max(255) }),
        response: {
          200: z.string().describe("text/html page"),
          303: z.null(),
          404: errorDto,
          409: z.string().describe("text/html page: the checkout again, saying why no order was placed"),
          502: z.string().describe("text/html page: the checkout again, with the payment provider's answer"),
        },
      },
    },
    async (request, reply) => {
      const store = await openStore(ctx, { link: request.params.link }, undefined);
      if (!store) throw notFound(SECTION_MSG.storeNotFound);
      const pending = await findHostedCheckout(ctx, { sessionId: request.query.session_id }, store.id);
      if (!pending) throw notFound(HOSTED_CHECKOUT_MSG.notFound);
      try {
        const orderId = await completeHostedCheckout(ctx, pending);
        setCart(ctx, reply, store.id, []);
        reply.header(
          "set-cookie",
          pendingCheckoutCookie(store.id, null, ctx.config.publicUrl.startsWith("https:")),
        );
        return reply.redirect(thankYouUrl(ctx, store, undefined, orderId), 303);
      } catch (error) {
        let known = asHttpError(error);
        if (error instanceof PaymentProviderError)
          known = new HttpError(502, `The payment provider answered: ${error.message}`);
        if (!known || known.statusCode === 404) throw error;
        return renderCheckout(ctx, reply, store, undefined, requestCart(ctx, request, store.id), {
          values: pendingValues(pending, newCheckoutId()),
          errors: {},
          message: known.message,
          status: known.statusCode,
        });
      }
    },
  );

  await stripeWebhookRoute(app, ctx, {
    url: "/api/payments/stripe/webhook",
    tags: ["checkout"],
    summary:
      "Stripe webhook (checkout.session.completed, checkout.session.async_payment_succeeded), verified with STRIPE_WEBHOOK_SECRET: places the paid checkout's order once. 404 when not configured, 400 for a bad signature",
    secret: webhookSecret,
    messages: { off: HOSTED_CHECKOUT_MSG.webhookOff, signature: HOSTED_CHECKOUT_MSG.signature },
    response: webhookDto,
    reader: (provider) => provider.hostedCheckoutEvent?.bind(provider),
    handle: async (sessionId) => {
      // Events about other payments (or another platform's) are acknowledged, not retried.
      const pending = sessionId ? await findHostedCheckout(ctx, { sessionId }, null) : null;
      if (!pending) return { received: true, order_id: null };
      try {
        return { received: true, order_id: await completeHostedCheckout(ctx, pending) };
      } catch (error) {
        // Unpaid, mismatched or refunded: Stripe retrying would not change the answer.
        if (asHttpError(error)?.statusCode === 409) return { received: true, order_id: null };
        throw error;
      }
    },
  });
}
