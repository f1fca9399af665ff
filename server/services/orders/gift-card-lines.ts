import type { Kysely } from "kysely";
import { GIFT_CARD_PRODUCT_MSG, giftCardOptionAmount } from "../../../domain/gift-card-products.js";
import { formatGiftCardCode, generateGiftCardCode } from "../../../domain/gift-cards.js";
import { ORDER_MSG } from "../../../domain/messages.js";
import { storeLimits } from "../../../domain/plans.js";
import { formatMoney } from "../../../domain/pricing.js";
import type { AppContext } from "../../context.js";
import { fromJson, nowIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

type Q = Kysely<Database>;

/**
 * Cart lines of the storefront's gift-card product (domain/gift-card-products.ts). Such a line's
 * product_id is a gift_card_products id and its option ("variant") is "gift:<cents>", the value
 * the buyer chose; the recipient's email travels with it. Paying for it issues a card.
 */
export function isGiftCardItem(item: { variant_id: string | null }): boolean {
  return giftCardOptionAmount(item.variant_id) !== null;
}

export interface SellableGiftCardProduct {
  id: number;
  name: string;
  slug: string;
  denominations: number[];
  picture: string | null;
}

/** A store's gift-card products a buyer can buy now: published, not deleted, plan with giftcards. */
export async function sellableGiftCardProducts(
  q: Q,
  websiteId: number,
  ids: readonly number[],
): Promise<Map<number, SellableGiftCardProduct>> {
  if (ids.length === 0) return new Map();
  const store = await q
    .selectFrom("websites")
    .select(["plan", "limits"])
    .where("id", "=", websiteId)
    .executeTakeFirst();
  if (!store || !storeLimits(store).giftcards) return new Map();
  const rows = await q
    .selectFrom("gift_card_products as g")
    .leftJoin("files as f", (join) =>
      join.onRef("f.id", "=", "g.picture_file_id").on("f.website_id", "=", websiteId),
    )
    .select(["g.id", "g.name", "g.slug", "g.denominations", "f.path as picture"])
    .where("g.website_id", "=", websiteId)
    .where("g.id", "in", [...new Set(ids)])
    .where("g.published", "=", 1)
    .where("g.deleted_at", "is", null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        slug: r.slug,
        denominations: fromJson<number[]>(r.denominations, []),
        picture: r.picture,
      },
    ]),
  );
}

export interface GiftCardLineInput {
  product_id: number;
  variant_id: string | null;
  quantity: number;
  recipient_email?: string | null;
}

/** The priced line of a gift card, or the reason it cannot be bought (shown beside the line). */
export function quoteGiftCardLine(
  item: GiftCardLineInput,
  product: SellableGiftCardProduct | undefined,
):
  | { error: string }
  | {
      line: {
        name: string;
        slug: string;
        option: string;
        photo: string | null;
        unit_price: number;
        recipient_email: string;
      };
    } {
  if (!product) return { error: ORDER_MSG.productGone };
  const amount = giftCardOptionAmount(item.variant_id);
  if (amount === null || !product.denominations.includes(amount))
    return { error: GIFT_CARD_PRODUCT_MSG.chooseValue };
  if (!item.recipient_email) return { error: GIFT_CARD_PRODUCT_MSG.recipientRequired };
  return {
    line: {
      name: product.name,
      slug: product.slug,
      option: `${formatMoney(amount)} for ${item.recipient_email}`,
      photo: product.picture,
      unit_price: amount,
      recipient_email: item.recipient_email,
    },
  };
}

/**
 * Issues the cards an order paid for, inside the order's transaction: one card per piece, its
 * history starting with an "issue" row that names the order (mailOrderGiftCards reads them back).
 */
export async function issueGiftCards(
  trx: Q,
  input: {
    websiteId: number;
    orderId: number;
    buyerName: string;
    lines: readonly {
      gift_card: boolean;
      recipient_email: string | null;
      unit_price: number;
      quantity: number;
    }[];
  },
): Promise<void> {
  const now = nowIso();
  for (const line of input.lines) {
    if (!line.gift_card || !line.recipient_email) continue;
    for (let piece = 0; piece < line.quantity; piece++) {
      const card = await trx
        .insertInto("gift_cards")
        .values({
          website_id: input.websiteId,
          code: generateGiftCardCode(),
          initial_value: line.unit_price,
          balance: line.unit_price,
          expires_on: null,
          recipient_email: line.recipient_email,
          recipient_name: null,
          note: `Bought by ${input.buyerName} in order #${input.orderId}.`,
          batch: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning(["id", "initial_value"])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("gift_card_transactions")
        .values({
          gift_card_id: card.id,
          order_id: input.orderId,
          kind: "issue",
          amount: card.initial_value,
          balance_after: card.initial_value,
          note: null,
          user_id: null,
          created_at: now,
        })
        .execute();
    }
  }
}

/**
 * Mails each recipient the code of a card an order bought, once the order committed (a mail is
 * never sent for an order that rolled back). It reads the cards back by the order, so any path
 * that places an order (inline charge, hosted payment page) calls it with just the order id.
 * Every mail lands in the outbox first; an SMTP failure leaves it there unsent rather than
 * failing an order that is already paid and placed.
 */
export async function mailOrderGiftCards(ctx: AppContext, orderId: number): Promise<void> {
  // Never throws: the caller has charged the buyer and committed the order, and must not refund it
  // over a mail; the cards and their codes are in the store's gift card list either way.
  try {
    const cards = await ctx.db.kysely
      .selectFrom("gift_card_transactions as t")
      .innerJoin("gift_cards as c", "c.id", "t.gift_card_id")
      .innerJoin("orders as o", "o.id", "t.order_id")
      .innerJoin("websites as w", "w.id", "o.website_id")
      .select(["c.code", "c.initial_value", "c.recipient_email", "o.buyer_name", "w.name as store"])
      .where("t.order_id", "=", orderId)
      .where("t.kind", "=", "issue")
      .orderBy("t.id")
      .execute();
    for (const card of cards) {
      if (!card.recipient_email) continue;
      await ctx.mailer
        .send({
          to: card.recipient_email,
          subject: `Your ${card.store} gift card`,
          text: [
            "Hello,",
            "",
            `${card.buyer_name} sent you a ${formatMoney(card.initial_value)} gift card for ${card.store}.`,
            `Code: ${formatGiftCardCode(card.code)}`,
            "Enter the code at checkout to pay with it.",
          ].join("\n"),
        })
        // The outbox row is written before the SMTP attempt: the code stays there, unsent.
        .catch(() => undefined);
    }
  } catch {
    return;
  }
}
