import { CHECKOUT_CODES_MSG, HOSTED_CHECKOUT_MSG, ORDER_MSG } from "../../../domain/messages.js";
import { escapeHtml as esc } from "../../services/sanitize/entities.js";
import type { QuotedLine } from "../../services/orders/quote.js";
import { SANDBOX_CARDS } from "../../services/payments/sandbox.js";
import type { AppliedCode } from "../../services/promotions/redeem.js";
import type { PageRow } from "../load.js";
import { href, type RenderContext } from "../render/context.js";
import { renderDocument } from "../render/document.js";
import { money } from "../render/products.js";

/** A cart line as the cart page shows it: priced, or the reason it cannot be bought now. */
export interface CartRow {
  line: QuotedLine | null;
  product_id: number;
  quantity: number;
  error: string | null;
}

export interface CheckoutValues {
  name?: string;
  email?: string;
  phone?: string;
  street?: string;
  city?: string;
  postal?: string;
  state?: string;
  country?: string;
  code?: string;
  /** The codes already applied, carried by the form's hidden `codes` field. */
  codes?: readonly string[];
  checkout_id: string;
}

export interface CheckoutSummary {
  subtotal: number;
  discount: number;
  gift_card: number;
  total: number;
  charge: number;
}

const STYLE =
  "<style>.cart{width:100%;border-collapse:collapse;margin:16px 0}.cart td,.cart th{padding:8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}" +
  ".cart img{width:64px;height:64px;object-fit:cover;border-radius:6px}.cart .num{text-align:right}.cart input{width:72px}" +
  ".totals{margin-left:auto;max-width:320px}.totals p{display:flex;justify-content:space-between;margin:4px 0}.totals .grand{font-weight:700;font-size:1.15em}" +
  ".checkout-grid{display:grid;gap:24px;grid-template-columns:minmax(0,1fr)}@media(min-width:800px){.checkout-grid{grid-template-columns:3fr 2fr}}" +
  ".hint{color:#555;font-size:.9em}.codes{list-style:none;padding:0;margin:8px 0;display:flex;flex-wrap:wrap;gap:8px}" +
  ".codes li{display:inline-flex;gap:8px;align-items:center;background:#f3f4f6;border-radius:999px;padding:4px 6px 4px 12px}" +
  ".codes button{padding:2px 10px}.cart-page{padding-top:32px;padding-bottom:32px}" +
  // On a phone each line is a card: the picture beside its name, price, quantity and total.
  "@media(max-width:699px){.cart thead{display:none}.cart tr{display:grid;grid-template-columns:64px minmax(0,1fr);column-gap:12px;padding:12px 0;border-bottom:1px solid #e5e7eb}" +
  ".cart td{border:0;padding:2px 0}.cart td:first-child{grid-row:1/span 6}.cart .num{text-align:left}}</style>";

function page(
  rc: RenderContext,
  pages: readonly PageRow[],
  title: string,
  path: string,
  body: string,
): string {
  rc.path = path;
  return renderDocument(rc, pages, {
    title: `${title} | ${rc.store.name}`,
    description: "",
    image: null,
    path,
    currentPageId: null,
    body: `${STYLE}<div class="wrap cart-page">${body}</div>`,
  });
}

function picture(rc: RenderContext, line: { photo: string | null; name: string } | null): string {
  const src = line ? rc.picture(line.photo) : null;
  return src ? `<img src="${esc(src)}" alt="${esc(line?.name ?? "")}">` : "";
}

function lineName(rc: RenderContext, line: QuotedLine): string {
  const option = line.option ? `<br><small>${esc(line.option)}</small>` : "";
  return `<a href="${esc(href(rc, `/products/${encodeURIComponent(line.slug)}`))}">${esc(line.name)}</a>${option}`;
}

/** How a code is named to the buyer: a discount by its code, a gift card by its last four. */
function codeLabel(code: AppliedCode): string {
  return code.kind === "discount"
    ? CHECKOUT_CODES_MSG.discountChip(code.code)
    : CHECKOUT_CODES_MSG.giftCardChip(code.code.slice(-4));
}

/** With `codes`, each gift card is its own line, as the buyer applied them. */
function totals(s: CheckoutSummary, codes: readonly AppliedCode[] = []): string {
  const row = (label: string, cents: number, cls = "") =>
    `<p class="${cls}"><span>${esc(label)}</span><span>${esc(money(cents))}</span></p>`;
  const cards = codes.filter((c) => c.kind === "gift_card");
  const giftCards =
    cards.length > 0
      ? cards.map((c) => row(codeLabel(c), -c.amount)).join("")
      : row(CHECKOUT_CODES_MSG.giftCardLine, -s.gift_card);
  return (
    `<div class="totals">${row("Subtotal", s.subtotal)}` +
    (s.discount > 0 ? row("Discount", -s.discount) : "") +
    row("Total", s.total, "grand") +
    (s.gift_card > 0 ? giftCards + row(CHECKOUT_CODES_MSG.toPayByCard, s.charge, "grand") : "") +
    `</div>`
  );
}

/** The applied codes as chips, each with its amount and a button that takes it off. */
function codeChips(codes: readonly AppliedCode[]): string {
  if (codes.length === 0) return "";
  const chips = codes
    .map((c) => {
      const label = codeLabel(c);
      return (
        `<li data-code="${esc(c.code)}"><span>${esc(label)}</span><span>${esc(money(-c.amount))}</span>` +
        `<button type="submit" name="remove_code" value="${esc(c.code)}" formnovalidate ` +
        `aria-label="${esc(CHECKOUT_CODES_MSG.removeLabel(label))}">${esc(CHECKOUT_CODES_MSG.remove)}</button></li>`
      );
    })
    .join("");
  return `<ul class="codes">${chips}</ul>`;
}

function notice(message: string | null, bad = true): string {
  return message ? `<p class="notice${bad ? " bad" : ""}" role="alert">${esc(message)}</p>` : "";
}

export function cartPage(
  rc: RenderContext,
  pages: readonly PageRow[],
  rows: readonly CartRow[],
  message: string | null,
): string {
  rc.cartCount = rows.reduce((n, r) => n + r.quantity, 0);
  if (rows.length === 0) {
    return page(
      rc,
      pages,
      "Cart",
      "/cart",
      `<h1>Cart</h1>${notice(message)}<p class="empty">${esc(ORDER_MSG.cartEmpty)}</p>` +
        `<p><a class="btn" href="${esc(href(rc, "/products"))}">Continue shopping</a></p>`,
    );
  }
  const action = `/api/storefront/${encodeURIComponent(rc.store.link)}/cart${rc.query}`;
  const body = rows
    .map((r, i) => {
      const line = r.line;
      const name = line ? lineName(rc, line) : "";
      const error = r.error ? `<br><span class="err" role="alert">${esc(r.error)}</span>` : "";
      const price = line ? money(line.unit_price) : "";
      const sum = line ? money(line.unit_price * r.quantity) : "";
      return (
        `<tr data-line="${i}"><td>${picture(rc, line)}</td><td>${name}${error}</td><td class="num">${esc(price)}</td>` +
        `<td><label>Quantity <input type="number" name="qty_${i}" value="${r.quantity}" min="1" max="999"></label></td>` +
        `<td class="num">${esc(sum)}</td><td><button type="submit" name="remove" value="${i}">Remove</button></td></tr>`
      );
    })
    .join("");
  const subtotal = rows.reduce((s, r) => s + (r.line ? r.line.unit_price * r.quantity : 0), 0);
  const ready = rows.every((r) => r.error === null);
  return page(
    rc,
    pages,
    "Cart",
    "/cart",
    `<h1>Cart</h1>${notice(message)}<form method="post" action="${esc(action)}">` +
      `<table class="cart"><thead><tr><th></th><th>Product</th><th class="num">Price</th><th>Quantity</th><th class="num">Total</th><th></th></tr></thead>` +
      `<tbody>${body}</tbody></table><p><button type="submit" name="update" value="1">Update cart</button></p></form>` +
      totals({ subtotal, discount: 0, gift_card: 0, total: subtotal, charge: subtotal }) +
      (ready ? `<p class="more"><a class="btn" href="${esc(href(rc, "/checkout"))}">Checkout</a></p>` : ""),
  );
}

function field(
  name: keyof CheckoutValues | "card_number" | "card_expiry" | "card_cvc" | "payment_token",
  label: string,
  value: string | undefined,
  errors: Record<string, string>,
  attrs = "",
): string {
  const err = errors[name] ?? errors[`buyer.${name}`] ?? errors[`address.${name}`];
  return (
    `<label>${esc(label)}<input name="${name}" value="${esc(value ?? "")}" maxlength="200"${attrs}>` +
    `<span class="err" data-err="${name}">${esc(err ?? "")}</span></label>`
  );
}

/**
 * How the buyer pays: the sandbox's inline test card form, the provider's hosted payment page
 * (Stripe Checkout, reached by Pay), or a provider token from a JSON client's own card widget.
 */
export type PaymentMode = "card-form" | "hosted" | "token";

/** The checkout form: buyer, address, code, and the way to pay (see PaymentMode). */
export function checkoutPage(
  rc: RenderContext,
  pages: readonly PageRow[],
  view: {
    lines: readonly QuotedLine[];
    summary: CheckoutSummary;
    values: CheckoutValues;
    errors: Record<string, string>;
    message: string | null;
    payment: PaymentMode;
    /** The discount and gift cards on this checkout, priced. */
    applied: readonly AppliedCode[];
    /** The code the buyer just added, when it applied. */
    justApplied: string | null;
  },
): string {
  const { values, errors } = view;
  rc.cartCount = view.lines.reduce((n, l) => n + l.quantity, 0);
  // The form posts to the checkout page's own address: a refused payment answers there, with the
  // error and the form refilled, so the address bar stays on the store's checkout page.
  const action = href(rc, "/checkout");
  const items = view.lines
    .map(
      (l) =>
        `<tr><td>${picture(rc, l)}</td><td>${lineName(rc, l)}</td><td class="num">${l.quantity} &times; ${esc(money(l.unit_price))}</td></tr>`,
    )
    .join("");
  const hosted = `<p class="hint" data-payment="hosted">${esc(HOSTED_CHECKOUT_MSG.payOnProvider)}</p>`;
  const card =
    view.payment === "card-form"
      ? field("card_number", "Card number", "", errors, ' inputmode="numeric" autocomplete="cc-number"') +
        field("card_expiry", "Expiry (MM/YY)", "", errors, ' autocomplete="cc-exp"') +
        field("card_cvc", "CVC", "", errors, ' inputmode="numeric" autocomplete="cc-csc"') +
        `<p class="hint">Test mode: pay with ${SANDBOX_CARDS.success.replace(/(\d{4})(?=\d)/g, "$1 ")}; ` +
        `${SANDBOX_CARDS.declined.replace(/(\d{4})(?=\d)/g, "$1 ")} is declined.</p>`
      : view.payment === "hosted"
        ? hosted + notice(errors.card_number ?? null)
        : field("payment_token", "Payment token", "", errors);
  const applied = view.justApplied
    ? `<p class="notice">${esc(CHECKOUT_CODES_MSG.applied(view.justApplied))}</p>`
    : "";
  const form =
    `<form class="contact" method="post" action="${esc(action)}">` +
    `<input type="hidden" name="checkout_id" value="${esc(values.checkout_id)}">` +
    `<input type="hidden" name="codes" value="${esc((values.codes ?? []).join(","))}">` +
    `<h2>Contact</h2>` +
    field("name", "Name", values.name, errors, ' required autocomplete="name"') +
    field("email", "E-mail", values.email, errors, ' type="email" required autocomplete="email"') +
    field("phone", "Phone", values.phone, errors, ' type="tel" autocomplete="tel"') +
    `<h2>Shipping address</h2>` +
    field("street", "Street", values.street, errors, ' required autocomplete="address-line1"') +
    field("city", "City", values.city, errors, ' required autocomplete="address-level2"') +
    field("postal", "Postal code", values.postal, errors, ' required autocomplete="postal-code"') +
    field("state", "State", values.state, errors, ' autocomplete="address-level1"') +
    field("country", "Country", values.country ?? "US", errors, ' required autocomplete="country"') +
    `<h2>${esc(CHECKOUT_CODES_MSG.heading)}</h2>` +
    codeChips(view.applied) +
    field("code", CHECKOUT_CODES_MSG.codeLabel, values.code, errors) +
    `${applied}<div><button type="submit" name="action" value="apply" formnovalidate>${esc(CHECKOUT_CODES_MSG.apply)}</button></div>` +
    `<h2>Payment</h2>${card}` +
    `<div><button type="submit" name="action" value="pay">Pay ${esc(money(view.summary.charge))}</button></div></form>`;
  return page(
    rc,
    pages,
    "Checkout",
    "/checkout",
    `<h1>Checkout</h1>${notice(view.message)}<div class="checkout-grid"><div>${form}</div>` +
      `<div><h2>Your order</h2><table class="cart"><tbody>${items}</tbody></table>${totals(view.summary, view.applied)}` +
      `<p><a href="${esc(href(rc, "/cart"))}">Edit cart</a></p></div></div>`,
  );
}

export function thankYouPage(
  rc: RenderContext,
  pages: readonly PageRow[],
  order: {
    id: number;
    /** `photo`: the line's picture as the cart showed it (storage key or URL), if any. */
    items: { name: string; quantity: number; unit_price: number; photo: string | null }[];
    summary: CheckoutSummary;
    email: string;
    /** The gift cards that paid it, one line each. */
    giftCards: readonly AppliedCode[];
  },
): string {
  rc.cartCount = 0;
  const items = order.items
    .map(
      (i) =>
        `<tr><td>${picture(rc, i)}</td><td>${esc(i.name)}</td><td class="num">${i.quantity} &times; ${esc(money(i.unit_price))}</td></tr>`,
    )
    .join("");
  return page(
    rc,
    pages,
    "Thank you",
    "/thank-you",
    `<h1>${esc(ORDER_MSG.orderPlaced(order.id))}</h1><p>Ordered by ${esc(order.email)}.</p>` +
      `<table class="cart"><tbody>${items}</tbody></table>${totals(order.summary, order.giftCards)}` +
      `<p class="more"><a class="btn" href="${esc(href(rc, "/"))}">Continue shopping</a></p>`,
  );
}
