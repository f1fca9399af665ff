import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  GIFT_CARD_PRODUCT_MSG,
  giftCardOptionAmount,
  recipientEmailSchema,
} from "../../../domain/gift-card-products.js";
import { MSG, ORDER_MSG } from "../../../domain/messages.js";
import { SECTION_MSG } from "../../../domain/sections.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";
import type { AppContext } from "../../context.js";
import { asHttpError, fieldErrors, HttpError, notFound } from "../../errors.js";
import { MAX_CART_LINES, MAX_QUANTITY, quoteLines, type CartItem } from "../../services/orders/quote.js";
import { GIFT_CARD_ADD_TO_CART_PATH } from "../../storefront/gift-card-product.js";
import { addToCartRefused } from "../checkout/refused.js";
import { isFormPost, openStore, requestCart, setCart } from "../checkout/store.js";

const id = z.coerce.number({ error: ORDER_MSG.productGone }).int().positive(ORDER_MSG.productGone);

export const giftCardAddBody = z.object({
  website_id: id,
  product_id: id.describe("the gift-card product"),
  variant_id: z
    .string({ error: GIFT_CARD_PRODUCT_MSG.chooseValue })
    .max(40)
    .refine((v) => giftCardOptionAmount(v) !== null, GIFT_CARD_PRODUCT_MSG.chooseValue)
    .describe('the chosen value as "gift:<cents>"'),
  recipient_email: recipientEmailSchema,
  quantity: z.coerce
    .number({ error: ORDER_MSG.quantity })
    .int(ORDER_MSG.quantity)
    .min(1, ORDER_MSG.quantity)
    .max(MAX_QUANTITY, ORDER_MSG.quantity)
    .default(1),
  preview: z.string().max(300).optional(),
});

const errorDto = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** The same card for the same person adds up; a different value or recipient is its own line. */
function addGiftCard(items: readonly CartItem[], add: CartItem): CartItem[] {
  const out = items.map((i) => ({ ...i }));
  const same = out.find(
    (i) =>
      i.product_id === add.product_id &&
      i.variant_id === add.variant_id &&
      i.recipient_email === add.recipient_email,
  );
  if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + add.quantity);
  else out.push({ ...add });
  return out.slice(-MAX_CART_LINES);
}

/**
 * POST /api/gift-card-products/add/to/cart: the gift-card product page's form (public). The line
 * joins the visitor's cookie cart next to product lines; checkout prices it from the database and,
 * once paid, issues and mails the card (services/orders/gift-card-lines.ts).
 */
export async function giftCardProductCartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The storefront's plain HTML form posts urlencoded; a JSON client posts JSON to the same route.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      GIFT_CARD_ADD_TO_CART_PATH,
      {
        config: { access: "public" },
        attachValidation: true,
        schema: {
          tags: ["gift-card-products"],
          summary:
            "Add a gift card (value and recipient e-mail) to the visitor's cart of a store (public). A form post is redirected to the cart page; a refused one back to the gift card's page, which shows why (`cart_error`)",
          body: giftCardAddBody,
          response: {
            200: z.object({ items: z.number().describe("lines in the cart") }),
            303: z.null(),
            404: errorDto,
            422: errorDto,
          },
        },
      },
      async (request, reply) => {
        const form = isFormPost(request);
        const parsed = giftCardAddBody.safeParse(request.body ?? {});
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const preview = typeof raw.preview === "string" ? raw.preview : undefined;
        const websiteId = Number(raw.website_id);
        const store =
          Number.isInteger(websiteId) && websiteId > 0
            ? await openStore(ctx, { id: websiteId }, preview)
            : null;
        if (!store) throw notFound(SECTION_MSG.storeNotFound);
        const current = requestCart(ctx, request, store.id);

        const refuse = async (errors: Record<string, string>) => {
          const message = Object.values(errors)[0] ?? MSG.invalidInput;
          if (!form) throw new HttpError(422, message, errors);
          // Back to the gift card's page, which shows why next to its Add to cart button.
          const productId = Number(raw.product_id);
          const id = Number.isSafeInteger(productId) && productId > 0 ? productId : 0;
          return addToCartRefused(ctx, reply, store, preview, { kind: "gift_card", id }, message, raw);
        };
        if (!parsed.success) return refuse(fieldErrors(parsed.error.issues));
        const body = parsed.data;
        const item: CartItem = {
          product_id: body.product_id,
          variant_id: body.variant_id,
          quantity: body.quantity,
          recipient_email: body.recipient_email,
        };
        const next = addGiftCard(current, item);
        const merged = next.find(
          (i) =>
            i.product_id === item.product_id &&
            i.variant_id === item.variant_id &&
            i.recipient_email === item.recipient_email,
        );
        try {
          await quoteLines(ctx.db.kysely, store.id, [merged ?? item], { checkStock: true });
        } catch (error) {
          const known = asHttpError(error);
          if (known?.statusCode !== 422) throw error;
          const reason = Object.values(known.errors ?? {})[0] ?? known.message;
          return refuse({ product_id: reason });
        }
        setCart(ctx, reply, store.id, next);
        if (form) {
          const query = preview && store.is_launched !== 1 ? `?preview=${encodeURIComponent(preview)}` : "";
          return reply.redirect(`${STOREFRONT_PATH}/${encodeURIComponent(store.link)}/cart${query}`, 303);
        }
        return { items: next.length };
      },
    );
  });
}
