import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { invalid } from "../../../domain/errors.js";
import {
  GIFT_CARD_MSG,
  formatGiftCardCode,
  generateGiftCardCode,
  type GiftCardCreate,
} from "../../../domain/gift-cards.js";
import { formatMoney } from "../../../domain/pricing.js";
import { GIFT_CARD_COLUMNS, type GiftCardRow } from "./records.js";
import { recordActivity } from "../activity/record.js";

/**
 * Issues one card, or `count` cards of one value as a batch, each with its "issue" history row and
 * its activity event, in one transaction; then mails the code to the recipient, if any. A given code must be new in
 * the store.
 */
export async function issueGiftCards(
  ctx: AppContext,
  website: Pick<Website, "id" | "name">,
  userId: number,
  input: GiftCardCreate,
): Promise<GiftCardRow[]> {
  const k = ctx.db.kysely;
  if (input.code !== null) {
    const taken = await k
      .selectFrom("gift_cards")
      .select("id")
      .where("website_id", "=", website.id)
      .where("code", "=", input.code)
      .executeTakeFirst();
    if (taken) throw invalid({ code: GIFT_CARD_MSG.codeTaken });
  }
  const batch = input.count > 1 ? randomBytes(6).toString("hex") : null;
  const now = nowIso();
  const created = await k.transaction().execute(async (trx) => {
    const rows: GiftCardRow[] = [];
    for (let i = 0; i < input.count; i++) {
      // A generated code colliding with one of the store's cards is vanishingly rare (80 bits);
      // the unique index would turn it into a 409 rather than a duplicate.
      const row = await trx
        .insertInto("gift_cards")
        .values({
          website_id: website.id,
          code: input.code ?? generateGiftCardCode(),
          initial_value: input.initial_value,
          balance: input.initial_value,
          expires_on: input.expires_on,
          recipient_email: input.recipient_email,
          recipient_name: input.recipient_name,
          note: input.note,
          batch,
          created_by: userId,
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
          user_id: userId,
          created_at: now,
        })
        .execute();
      await recordActivity(trx, {
        entity: "GiftCard",
        entityId: row.id,
        action: "create",
        websiteId: website.id,
        after: row,
      });
      rows.push(row);
    }
    return rows;
  });
  if (input.recipient_email) {
    for (const card of created) {
      await ctx.mailer.send({
        to: input.recipient_email,
        subject: `Your ${website.name} gift card`,
        text: [
          `${input.recipient_name ? `Hello ${input.recipient_name},` : "Hello,"}`,
          "",
          `You received a ${formatMoney(card.initial_value)} gift card for ${website.name}.`,
          `Code: ${formatGiftCardCode(card.code)}`,
          card.expires_on ? `Valid through ${card.expires_on}.` : "",
          input.note ? `\n${input.note}` : "",
        ].join("\n"),
      });
    }
  }
  return created;
}
