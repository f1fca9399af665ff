import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { nowIso } from "../../db/json.js";
import { HttpError, invalid } from "../../errors.js";
import {
  GIFT_CARD_MSG,
  formatGiftCardCode,
  generateGiftCardCode,
  giftCardCreateSchema,
  giftCardUpdateSchema,
} from "../../../domain/gift-cards.js";
import { formatMoney } from "../../../domain/pricing.js";
import { GIFT_CARD_COLUMNS, giftCardDto, giftCardsOf, loadGiftCard, toDto } from "./common.js";
import { grantedStore } from "../../http/access.js";
import { idParam } from "../../http/params.js";

/** Create (one or a batch) and edit gift cards; every balance change leaves a history row. */
export async function giftCardWriteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/gift-cards",
    {
      config: { access: giftCardsOf(["body.website_id", "active"]) },
      schema: {
        tags: ["gift-cards"],
        summary:
          "Issue a gift card, or `count` cards of one value as a batch (browse_discounts; plan with giftcards). Codes are generated unless one is given for a single card; the recipient, if any, is mailed the code",
        body: giftCardCreateSchema.and(z.object({ website_id: z.number().int().positive().optional() })),
        response: { 200: z.object({ message: z.string(), data: z.array(giftCardDto) }) },
      },
    },
    async (request) => {
      const body = request.body;
      const { website } = grantedStore(request);
      const user = currentUser(request);
      if (body.code !== null) {
        const taken = await k
          .selectFrom("gift_cards")
          .select("id")
          .where("website_id", "=", website.id)
          .where("code", "=", body.code)
          .executeTakeFirst();
        if (taken) throw invalid({ code: GIFT_CARD_MSG.codeTaken });
      }
      const batch = body.count > 1 ? randomBytes(6).toString("hex") : null;
      const now = nowIso();
      const created = await k.transaction().execute(async (trx) => {
        const rows = [];
        for (let i = 0; i < body.count; i++) {
          // A generated code colliding with one of the store's cards is vanishingly rare (80 bits);
          // the unique index would turn it into a 409 rather than a duplicate.
          const row = await trx
            .insertInto("gift_cards")
            .values({
              website_id: website.id,
              code: body.code ?? generateGiftCardCode(),
              initial_value: body.initial_value,
              balance: body.initial_value,
              expires_on: body.expires_on,
              recipient_email: body.recipient_email,
              recipient_name: body.recipient_name,
              note: body.note,
              batch,
              created_by: user.id,
              created_at: now,
              updated_at: now,
            })
            .returning(GIFT_CARD_COLUMNS)
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("gift_card_transactions")
            .values({
              gift_card_id: row.id,
              kind: "issue",
              amount: row.initial_value,
              balance_after: row.balance,
              user_id: user.id,
              created_at: now,
            })
            .execute();
          rows.push(row);
        }
        return rows;
      });
      if (body.recipient_email) {
        for (const card of created) {
          await ctx.mailer.send({
            to: body.recipient_email,
            subject: `Your ${website.name} gift card`,
            text: [
              `${body.recipient_name ? `Hello ${body.recipient_name},` : "Hello,"}`,
              "",
              `You received a ${formatMoney(card.initial_value)} gift card for ${website.name}.`,
              `Code: ${formatGiftCardCode(card.code)}`,
              card.expires_on ? `Valid through ${card.expires_on}.` : "",
              body.note ? `\n${body.note}` : "",
            ].join("\n"),
          });
        }
      }
      return {
        message: created.length > 1 ? GIFT_CARD_MSG.createdMany(created.length) : GIFT_CARD_MSG.created,
        data: created.map((row) => toDto(row)),
      };
    },
  );

  r.get(
    "/api/gift-cards/:id",
    {
      config: { access: giftCardsOf({ record: "gift_cards" }) },
      schema: {
        tags: ["gift-cards"],
        summary: "One gift card with its usage history (issue, redemptions with their orders, adjustments)",
        params: idParam,
        response: {
          200: giftCardDto.extend({
            transactions: z.array(
              z.object({
                id: z.number(),
                kind: z.enum(["issue", "redeem", "adjust"]),
                amount: z.number().describe("cents; negative when the balance went down"),
                balance_after: z.number(),
                order_id: z.number().nullable(),
                buyer_email: z.string().nullable(),
                note: z.string().nullable(),
                user_name: z.string().nullable(),
                created_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const card = await loadGiftCard(ctx, request.params.id);
      const transactions = await k
        .selectFrom("gift_card_transactions as t")
        .leftJoin("orders", "orders.id", "t.order_id")
        .leftJoin("users", "users.id", "t.user_id")
        .select([
          "t.id",
          "t.kind",
          "t.amount",
          "t.balance_after",
          "t.order_id",
          "orders.buyer_email",
          "t.note",
          "users.name as user_name",
          "t.created_at",
        ])
        .where("t.gift_card_id", "=", card.id)
        .orderBy("t.created_at", "desc")
        .orderBy("t.id", "desc")
        .limit(500)
        .execute();
      return { ...toDto(card), transactions };
    },
  );

  r.put(
    "/api/gift-cards/:id",
    {
      config: { access: giftCardsOf({ record: "gift_cards" }) },
      schema: {
        tags: ["gift-cards"],
        summary:
          "Edit a gift card: expiry, recipient, note, disable/enable, or set its balance (0 to the initial value; recorded as an adjustment)",
        params: idParam,
        body: giftCardUpdateSchema,
        response: { 200: z.object({ message: z.string(), data: giftCardDto }) },
      },
    },
    async (request) => {
      const card = await loadGiftCard(ctx, request.params.id);
      const body = request.body;
      if (body.balance !== undefined && body.balance > card.initial_value)
        throw invalid({ balance: GIFT_CARD_MSG.adjust });
      const user = currentUser(request);
      const now = nowIso();
      const updated = await k.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("gift_cards")
          .set({
            ...(body.expires_on !== undefined ? { expires_on: body.expires_on } : {}),
            ...(body.recipient_email !== undefined ? { recipient_email: body.recipient_email } : {}),
            ...(body.recipient_name !== undefined ? { recipient_name: body.recipient_name } : {}),
            ...(body.note !== undefined ? { note: body.note } : {}),
            ...(body.disabled !== undefined
              ? { disabled_at: body.disabled ? (card.disabled_at ?? now) : null }
              : {}),
            ...(body.balance !== undefined ? { balance: body.balance } : {}),
            updated_at: now,
          })
          .where("id", "=", card.id)
          // Optimistic: an order that redeemed since the card was read makes the adjustment stale.
          .$if(body.balance !== undefined, (q) => q.where("balance", "=", card.balance))
          .returning(GIFT_CARD_COLUMNS)
          .executeTakeFirst();
        if (!row) throw new HttpError(409, GIFT_CARD_MSG.balanceChanged);
        if (body.balance !== undefined && body.balance !== card.balance) {
          await trx
            .insertInto("gift_card_transactions")
            .values({
              gift_card_id: card.id,
              kind: "adjust",
              amount: body.balance - card.balance,
              balance_after: row.balance,
              user_id: user.id,
              created_at: now,
            })
            .execute();
        }
        return row;
      });
      const message =
        body.disabled === true
          ? GIFT_CARD_MSG.disabled
          : body.disabled === false
            ? GIFT_CARD_MSG.enabled
            : GIFT_CARD_MSG.updated;
      return { message, data: toDto(updated) };
    },
  );
}
