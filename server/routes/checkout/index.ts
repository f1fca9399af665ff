import { limitRequests } from "../../http/rate-limit.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { HOSTED_CHECKOUT_MSG, MSG, ORDER_MSG } from "../../../domain/messages.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { asHttpError, fieldErrors, HttpError, notFound } from "../../errors.js";
import { placeOrder, type CheckoutInput, type PlacedOrder } from "../../services/orders/checkout.js";
import { quoteLines } from "../../services/orders/quote.js";
import { PaymentProviderError } from "../../services/payments/index.js";
import { checkoutCodes, MAX_CODES } from "../../services/promotions/redeem.js";
import { addToCart, pendingCheckoutCookie } from "../../storefront/checkout/cart-cookie.js";
import { CART_NOTICE_PARAM, readCartNotice } from "../../storefront/checkout/cart-notice.js";
import { cartPage, thankYouPage, type CheckoutValues } from "../../storefront/checkout/pages.js";
import { canceledCheckout, pendingValues } from "./hosted.js";
import { hostedProvider, startHostedCheckout } from "../../services/checkout/hosted.js";
import { applyCodes, checkoutQuoteDto } from "./apply.js";
import { hostedCheckoutRoutes } from "./hosted-routes.js";
import { addToCartRefused } from "./refused.js";
import type { AddToCartSource } from "../../services/checkout/cart-source.js";
import { renderCheckout, storeUrl, thankYouUrl } from "./render.js";
import { thankYouOrder } from "../../services/checkout/thank-you.js";
import {
  addToCartBody,
  cartDto,
  checkoutBody,
  hostedStartDto,
  placedOrderDto,
  type CheckoutBody,
} from "./schemas.js";
import { cartRows } from "../../services/checkout/cart-rows.js";
import {
  isFormPost,
  newCheckoutId,
  openStore,
  pageFrame,
  requestCart,
  sendHtml,
  setCart,
  validSignature,
} from "./store.js";
import { recordId } from "../../http/params.js";

/** A buyer pays a few times at most; a card-testing script must not get thousands of tries. */
export const CHECKOUT_PER_MINUTE = 20;

const linkParam = z.object({ link: z.string().max(100) });
const previewQuery = z.object({ preview: z.string().max(300).optional() });
const html = { 200: z.string().describe("text/html page") };
const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

function httpErrorOf(error: unknown): HttpError | null {
  const known = asHttpError(error);
  if (known) return known;
  if (error instanceof PaymentProviderError)
    return new HttpError(502, `The payment provider answered: ${error.message}`);
  return null;
}

function formValues(body: Record<string, unknown>): CheckoutValues {
  const text = (key: string) => (typeof body[key] === "string" ? body[key] : undefined);
  const id = text("checkout_id");
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    street: text("street"),
    city: text("city"),
    postal: text("postal"),
    state: text("state"),
    country: text("country"),
    code: text("code"),
    codes: formCodes(body.codes),
    checkout_id: id && /^[A-Za-z0-9_-]{8,100}$/.test(id) ? id : newCheckoutId(),
  };
}

/** The applied codes as sent (the hidden field's list), or as the route's schema already parsed them. */
function formCodes(raw: unknown): string[] {
  const list = typeof raw === "string" ? raw.split(",") : Array.isArray(raw) ? raw : [];
  return checkoutCodes(list.filter((c): c is string => typeof c === "string").slice(0, MAX_CODES));
}

/** The store and product a refused add-to-cart form names, when both are well-formed ids. */
function formSource(
  raw: Record<string, unknown>,
): { websiteId: number; preview: string | undefined; source: AddToCartSource } | null {
  const websiteId = Number(raw.website_id);
  const productId = Number(raw.product_id);
  if (!Number.isSafeInteger(websiteId) || websiteId <= 0) return null;
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  const preview = typeof raw.preview === "string" && raw.preview.length <= 300 ? raw.preview : undefined;
  return { websiteId, preview, source: { kind: "product", id: productId } };
}

/** The form without one applied code (its chip's Remove button). */
function withoutCode(values: CheckoutValues, removed: string): CheckoutValues {
  const key = removed.trim().toUpperCase();
  return { ...values, code: "", codes: (values.codes ?? []).filter((c) => c.toUpperCase() !== key) };
}

/**
 * The storefront's cart and checkout: add to cart from a product page, the cart
 * page, checkout through the store's payment provider, and the thank-you page. Every page works
 * as a plain HTML form; the same calls answer JSON to a JSON client.
 */
export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const pub = { access: "public" as const };

  await app.register(async (scope) => {
    // Without JavaScript the forms post urlencoded; with it, JSON. Both land in the same routes.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    await limitRequests(scope, ctx.db, {
      name: "store-checkout",
      message: "Too many attempts. Please try again in a minute.",
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/api/products/add/to/cart",
      {
        config: pub,
        attachValidation: true,
        schema: {
          tags: ["checkout"],
          summary:
            "Add a product (and option) to the visitor's cart of a store: a cookie per store (public). A form post is redirected to the cart page; a refused one back to the product's page, which shows why (`cart_error`)",
          body: addToCartBody,
          response: { 200: cartDto, 303: z.null(), 404: errorDto, 422: errorDto },
        },
      },
      async (request, reply) => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const parsed = addToCartBody.safeParse(raw);
        const form = isFormPost(request);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error.issues);
          const message = Object.values(errors)[0] ?? MSG.invalidInput;
          // A form naming its store and product goes back to that product's page with the reason.
          const from = form ? formSource(raw) : null;
          const store = from ? await openStore(ctx, { id: from.websiteId }, from.preview) : null;
          if (from && store)
            return addToCartRefused(ctx, reply, store, from.preview, from.source, message, raw);
          throw new HttpError(422, message, errors);
        }
        const body = parsed.data;
        const store = await openStore(ctx, { id: body.website_id }, body.preview);
        if (!store) throw notFound(SECTION_MSG.storeNotFound);
        const item = { product_id: body.product_id, variant_id: body.variant_id, quantity: body.quantity };
        const current = requestCart(ctx, request, store.id);
        const next = addToCart(current, item);
        const merged = next.find((i) => i.product_id === item.product_id && i.variant_id === item.variant_id);
        try {
          await quoteLines(ctx.db.kysely, store.id, [merged ?? item], { checkStock: true });
        } catch (error) {
          const known = asHttpError(error);
          if (!form || known?.statusCode !== 422) throw error;
          const message = Object.values(known.errors ?? {})[0] ?? known.message;
          const source = { kind: "product", id: body.product_id } as const;
          return addToCartRefused(ctx, reply, store, body.preview, source, message, raw);
        }
        setCart(ctx, reply, store.id, next);
        if (form) return reply.redirect(storeUrl(store, "/cart", body.preview), 303);
        return cartJson(store.id, next);
      },
    );

    async function cartJson(websiteId: number, items: Parameters<typeof cartRows>[2]) {
      const rows = await cartRows(ctx.db.kysely, websiteId, items);
      return {
        items: rows.map((row, i) => ({
          product_id: row.product_id,
          variant_id: items[i]?.variant_id ?? null,
          quantity: row.quantity,
          name: row.line?.name ?? null,
          option: row.line?.option ?? null,
          unit_price: row.line?.unit_price ?? null,
          photo_url: ctx.urls.url(row.line?.photo ?? null),
          error: row.error,
        })),
        subtotal: rows.reduce(
          (s, row) => s + (row.line && !row.error ? row.line.unit_price * row.quantity : 0),
          0,
        ),
      };
    }

    r.get(
      "/api/storefront/:link/cart",
      {
        config: pub,
        schema: {
          tags: ["checkout"],
          summary: "The visitor's cart of a store, priced now (public)",
          params: linkParam,
          querystring: previewQuery,
          response: { 200: cartDto, 404: errorDto },
        },
      },
      async (request) => {
        const store = await openStore(ctx, { link: request.params.link }, request.query.preview);
        if (!store) throw notFound(SECTION_MSG.storeNotFound);
        return cartJson(store.id, requestCart(ctx, request, store.id));
      },
    );

    r.post(
      "/api/storefront/:link/cart",
      {
        config: pub,
        schema: {
          tags: ["checkout"],
          summary:
            "Change the cart's quantities or remove a line (qty_{i}, remove={i}); a form post returns to the cart",
          params: linkParam,
          querystring: previewQuery,
          body: z.record(z.string(), z.union([z.string(), z.number()])),
          response: { 200: cartDto, 303: z.null(), 404: errorDto },
        },
      },
      async (request, reply) => {
        const store = await openStore(ctx, { link: request.params.link }, request.query.preview);
        if (!store) throw notFound(SECTION_MSG.storeNotFound);
        const body = request.body;
        const remove = body.remove === undefined ? -1 : Number(body.remove);
        const items = requestCart(ctx, request, store.id).flatMap((item, i) => {
          if (i === remove) return [];
          const raw = body[`qty_${i}`];
          if (raw === undefined) return [item];
          const quantity = Number(raw);
          if (!Number.isInteger(quantity) || quantity < 1) return quantity === 0 ? [] : [item];
          return [{ ...item, quantity: Math.min(quantity, 999) }];
        });
        setCart(ctx, reply, store.id, items);
        if (isFormPost(request)) return reply.redirect(storeUrl(store, "/cart", request.query.preview), 303);
        return cartJson(store.id, items);
      },
    );

    // The storefront's form posts to the checkout page's own address, so a refused payment is
    // answered there (the address bar stays on the store); a JSON client posts to /api.
    for (const path of ["/api/storefront/:link/checkout", `${STOREFRONT_PATH}/:link/checkout`])
      r.post(
        path,
        {
          config: { ...pub, rateLimit: { max: CHECKOUT_PER_MINUTE, timeWindow: 60_000 } },
          attachValidation: true,
          schema: {
            hide: path !== "/api/storefront/:link/checkout",
            tags: ["checkout"],
            summary:
              "Pay for the cart (or `items`) through the store's connected payment provider and place the order (public, rate-limited). `action: apply` only prices the cart with the codes (200, the quote: applied and refused codes, totals, the charge) and never charges, whatever else the body holds. With Stripe (and no `payment_token`) the answer is the hosted payment page (a form post is redirected there, JSON gets `payment_url`); the order is placed when the buyer returns paid. 409 when the store has no connected account",
            params: linkParam,
            querystring: previewQuery,
            body: checkoutBody,
            response: {
              200: z.union([hostedStartDto, checkoutQuoteDto]),
              201: placedOrderDto,
              303: z.null(),
              404: errorDto,
              409: errorDto,
              422: errorDto,
              502: errorDto,
            },
          },
        },
        async (request, reply) => {
          const preview = request.query.preview;
          const store = await openStore(ctx, { link: request.params.link }, preview);
          if (!store) throw notFound(SECTION_MSG.storeNotFound);
          const raw = (request.body ?? {}) as Record<string, unknown>;
          const form = isFormPost(request);
          const parsed = checkoutBody.safeParse(raw);
          const items =
            (parsed.success ? parsed.data.items : undefined) ?? requestCart(ctx, request, store.id);
          const values = formValues(raw);
          const again = (status: number, errors: Record<string, string>, message: string | null) =>
            renderCheckout(ctx, reply, store, preview, items, { values, errors, message, status });

          if (form && typeof raw.remove_code === "string")
            return renderCheckout(ctx, reply, store, preview, items, {
              values: withoutCode(values, raw.remove_code),
              errors: {},
              message: null,
              status: 200,
            });
          // Apply only prices the codes, whatever else the body holds: it never charges.
          if (raw.action === "apply") {
            if (form) return again(200, {}, null);
            return reply.code(200).send(await applyCodes(ctx, store.id, raw, items));
          }
          if (!parsed.success) {
            const errors = fieldErrors(parsed.error.issues);
            if (form) return again(422, errors, null);
            throw new HttpError(422, Object.values(errors)[0] ?? MSG.invalidInput, errors);
          }
          const body: CheckoutBody = parsed.data;
          const input: CheckoutInput = {
            websiteId: store.id,
            items,
            buyer: {
              name: body.name,
              email: body.email,
              phone: body.phone,
              address: {
                street: body.street,
                city: body.city,
                postal: body.postal,
                state: body.state,
                country: body.country,
              },
            },
            codes: checkoutCodes([...body.codes, body.code]),
            payment: { card_number: body.card_number ?? undefined, token: body.payment_token ?? undefined },
            checkoutId: body.checkout_id,
          };
          const placed = (order: PlacedOrder) => {
            if (!body.items) setCart(ctx, reply, store.id, []);
            if (form) return reply.redirect(thankYouUrl(ctx, store, preview, order.id), 303);
            return reply.code(201).send(order);
          };
          try {
            // A JSON client holding a provider token (its own card widget) is charged at once.
            if (hostedProvider(ctx) && !body.payment_token) {
              const started = await startHostedCheckout(ctx, store, input);
              if ("url" in started) {
                reply.header(
                  "set-cookie",
                  pendingCheckoutCookie(
                    store.id,
                    started.reference,
                    ctx.config.publicUrl.startsWith("https:"),
                  ),
                );
                if (form) return reply.redirect(started.url, 303);
                return reply.code(200).send({ payment_url: started.url });
              }
              return placed(started.order);
            }
            return placed(await placeOrder(ctx, input));
          } catch (error) {
            const known = httpErrorOf(error);
            if (!form || !known || (known.statusCode >= 500 && known.statusCode !== 502))
              throw known ?? error;
            return again(known.statusCode, known.errors ?? {}, known.errors ? null : known.message);
          }
        },
      );
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${STOREFRONT_PATH}/:link/cart`,
    {
      config: pub,
      schema: {
        tags: ["checkout"],
        summary: "The cart page (HTML); `cart_error` is why an add-to-cart form was refused",
        params: linkParam,
        querystring: previewQuery.extend({
          [CART_NOTICE_PARAM]: z.string().max(700).optional().catch(undefined),
        }),
        response: html,
      },
    },
    async (request, reply) => {
      const store = await openStore(ctx, { link: request.params.link }, request.query.preview);
      if (!store) throw notFound(SECTION_MSG.storeNotFound);
      const { rc, pages } = await pageFrame(ctx, store, request.query.preview);
      const rows = await cartRows(ctx.db.kysely, store.id, requestCart(ctx, request, store.id));
      const notice = readCartNotice(ctx.secret, store.id, request.query[CART_NOTICE_PARAM]);
      return sendHtml(reply, 200, cartPage(rc, pages, rows, notice?.message ?? null));
    },
  );
  r.get(
    `${STOREFRONT_PATH}/:link/checkout`,
    {
      config: pub,
      schema: {
        tags: ["checkout"],
        summary:
          "The checkout page (HTML): buyer, address, codes (one discount, gift cards) and card. `canceled=1&ref=` is where the hosted payment page's Cancel returns: the form is refilled from that pending checkout for the browser that opened it (its cookie)",
        params: linkParam,
        querystring: previewQuery.extend({
          canceled: z.enum(["1"]).optional(),
          ref: z
            .string()
            .regex(/^hc_[A-Za-z0-9_-]{8,60}$/)
            .optional()
            .describe("the pending hosted checkout's reference (cancel_url)"),
        }),
        response: html,
      },
    },
    async (request, reply) => {
      const preview = request.query.preview;
      const store = await openStore(ctx, { link: request.params.link }, preview);
      if (!store) throw notFound(SECTION_MSG.storeNotFound);
      const items = requestCart(ctx, request, store.id);
      const { canceled, ref } = request.query;
      const message =
        store.is_launched !== 1 ? ORDER_MSG.storeClosed : canceled ? HOSTED_CHECKOUT_MSG.canceled : null;
      const pending =
        canceled && ref ? await canceledCheckout(ctx, request.headers.cookie, store.id, ref) : null;
      return renderCheckout(ctx, reply, store, preview, items, {
        values: pending ? pendingValues(pending, newCheckoutId()) : { checkout_id: newCheckoutId() },
        errors: {},
        message,
        status: 200,
      });
    },
  );
  r.get(
    `${STOREFRONT_PATH}/:link/thank-you`,
    {
      config: pub,
      schema: {
        tags: ["checkout"],
        summary: "The order confirmation (HTML), reached through the signed link checkout redirects to",
        params: linkParam,
        querystring: previewQuery.extend({
          order: recordId,
          sig: z.string().max(100),
        }),
        response: html,
      },
    },
    async (request, reply) => {
      const { preview, order: orderId, sig } = request.query;
      const store = await openStore(ctx, { link: request.params.link }, preview);
      if (!store || !validSignature(ctx.secret, orderId, sig)) throw notFound(ORDER_MSG.orderNotFound);
      const { order, items, giftCards } = await thankYouOrder(ctx.db.kysely, store.id, orderId);
      const { rc, pages } = await pageFrame(ctx, store, preview);
      return sendHtml(
        reply,
        200,
        thankYouPage(rc, pages, {
          id: order.id,
          items,
          email: order.buyer_email,
          giftCards,
          summary: {
            subtotal: order.subtotal,
            discount: order.discount,
            gift_card: order.gift_card,
            total: order.price,
            charge: Math.max(0, order.price - order.gift_card),
          },
        }),
      );
    },
  );

  await hostedCheckoutRoutes(app, ctx);
}
