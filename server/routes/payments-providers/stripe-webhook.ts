import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { badRequest, HttpError, notFound } from "../../errors.js";
import { paymentProvidersFor } from "../../services/payments/index.js";
import { PaymentProviderError, type PaymentProvider } from "../../services/payments/types.js";
import { errorDto } from "../../http/api-contract.js";

/** Stripe's deliveries are small; a large body is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Reads a delivery's events; throws PaymentProviderError when the signature does not match. */
export type StripeEventReader<E> = (payload: Buffer, signature: string, secret: string) => E | Promise<E>;

export interface StripeWebhookRoute<E, R extends z.ZodType> {
  url: string;
  tags: string[];
  summary: string;
  /** The endpoint's signing secret; without one the route answers 404. */
  secret: string | null;
  messages: { off: string; signature: string };
  /** The 200 answer's shape. */
  response: R;
  /** The Stripe provider's reader of the events this endpoint takes, if it has one. */
  reader(provider: PaymentProvider): StripeEventReader<E> | undefined;
  /** Acts on a verified event; a provider failure answers 502 (Stripe retries the delivery). */
  handle(event: E, provider: PaymentProvider): Promise<z.infer<R>>;
}

/**
 * A Stripe webhook endpoint: 404 when Stripe or the secret is not configured, 400 when the
 * Stripe-Signature header is missing or does not match the exact bytes received, else the
 * verified event is handled.
 */
export async function stripeWebhookRoute<E, R extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  route: StripeWebhookRoute<E, R>,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent, so the body must reach the check unparsed.
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Registered untyped: the zod compilers validate and serialize by the schema all the same.
    scope.post(
      route.url,
      {
        config: { access: "public" },
        schema: {
          tags: route.tags,
          summary: route.summary,
          headers: z.object({ "stripe-signature": z.string().max(4000).optional() }),
          response: { 200: route.response, 400: errorDto, 404: errorDto, 502: errorDto },
        },
      },
      async (request) => {
        const provider = paymentProvidersFor(ctx).byName.get("stripe");
        const read = provider ? route.reader(provider) : undefined;
        if (!route.secret || !provider || !read) throw notFound(route.messages.off);
        const signature = request.headers["stripe-signature"];
        const body: unknown = request.body;
        if (typeof signature !== "string" || !signature || !Buffer.isBuffer(body))
          throw badRequest(route.messages.signature);
        let event: E;
        try {
          event = await read(body, signature, route.secret);
        } catch (error) {
          if (error instanceof PaymentProviderError) throw badRequest(route.messages.signature);
          throw error;
        }
        try {
          return await route.handle(event, provider);
        } catch (error) {
          if (error instanceof PaymentProviderError)
            throw new HttpError(502, `The payment provider answered: ${error.message}`);
          throw error;
        }
      },
    );
  });
}
