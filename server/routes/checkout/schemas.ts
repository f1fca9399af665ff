import { z } from "zod";
import { CHECKOUT_CODES_MSG, ORDER_MSG } from "../../../domain/messages.js";
import { MAX_CART_LINES, MAX_QUANTITY } from "../../services/orders/quote.js";
import { checkoutCodes, MAX_CODES, MAX_GIFT_CARDS } from "../../services/promotions/redeem.js";

const id = z.coerce.number({ error: ORDER_MSG.productGone }).int().positive(ORDER_MSG.productGone);
const quantity = z.coerce
  .number({ error: ORDER_MSG.quantity })
  .int(ORDER_MSG.quantity)
  .min(1, ORDER_MSG.quantity)
  .max(MAX_QUANTITY, ORDER_MSG.quantity);
const variant = z
  .string()
  .max(40)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * The codes already applied: a JSON list, or the checkout form's hidden field (comma-separated;
 * no discount or gift-card code holds a comma).
 */
const appliedCodes = z
  .union([z.array(z.string().trim().max(60)), z.string().max(MAX_CODES * 61)])
  .optional()
  .nullable()
  .transform((v) => checkoutCodes(typeof v === "string" ? v.split(",") : (v ?? [])))
  .pipe(z.array(z.string()).max(MAX_CODES, CHECKOUT_CODES_MSG.tooManyCodes(MAX_GIFT_CARDS)))
  .describe(
    `codes already applied: at most one discount code and ${MAX_GIFT_CARDS} gift cards (a list, or comma-separated)`,
  );

/** POST /api/products/add/to/cart: a plain form post from the product page, or JSON. */
export const addToCartBody = z.object({
  website_id: id,
  product_id: id,
  variant_id: variant,
  quantity,
  preview: z.string().max(300).optional(),
});

export const cartItemSchema = z.object({ product_id: id, variant_id: variant, quantity });

/** The cart page's form: qty_{i} fields, and the line to remove. */
export const cartUpdateBody = z.record(z.string(), z.string()).optional();

/**
 * The checkout: flat fields, so the HTML form and a JSON client send the same names. Without
 * `items` the cart cookie is checked out.
 */
export const checkoutBody = z.object({
  checkout_id: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, "Reload the checkout page and try again."),
  action: z.enum(["pay", "apply"]).optional().default("pay"),
  name: required(ORDER_MSG.nameRequired),
  email: z
    .string({ error: ORDER_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .max(200)
    .pipe(z.email(ORDER_MSG.emailInvalid)),
  phone: optionalText(40),
  street: required(ORDER_MSG.addressRequired),
  city: required(ORDER_MSG.addressRequired, 100),
  postal: required(ORDER_MSG.addressRequired, 20),
  state: optionalText(100),
  country: required(ORDER_MSG.addressRequired, 60),
  code: optionalText(60).describe("a code to add: a discount code or a gift card"),
  codes: appliedCodes,
  remove_code: optionalText(60).describe(
    "the form's chip button: take this applied code off and show the form again",
  ),
  card_number: optionalText(30),
  card_expiry: optionalText(7),
  card_cvc: optionalText(4),
  payment_token: optionalText(200),
  items: z.array(cartItemSchema).min(1, ORDER_MSG.cartEmpty).max(MAX_CART_LINES).optional(),
  preview: z.string().max(300).optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const placedOrderDto = z.object({
  id: z.number(),
  website_id: z.number(),
  status: z.string(),
  subtotal: z.number().describe("cents"),
  discount: z.number().describe("cents"),
  gift_card: z.number().describe("cents paid by a gift card"),
  price: z.number().describe("cents: the total the goods sold for"),
  charged: z.number().describe("cents charged to the card"),
  created_at: z.string(),
});

export const cartDto = z.object({
  items: z.array(
    z.object({
      product_id: z.number(),
      variant_id: z.string().nullable(),
      quantity: z.number(),
      name: z.string().nullable(),
      option: z.string().nullable(),
      unit_price: z.number().nullable(),
      photo_url: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  subtotal: z.number(),
});

/** Pay with a hosted provider page: where the JSON client sends the buyer. */
export const hostedStartDto = z.object({
  payment_url: z.string().describe("the provider's payment page; the order is placed on return"),
});
