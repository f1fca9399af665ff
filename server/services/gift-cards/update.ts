import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { GIFT_CARD_MSG, type GiftCardUpdate } from "../../../domain/gift-cards.js";
import { GIFT_CARD_COLUMNS, type GiftCardRow } from "./records.js";
import { recordActivity } from "../activity/record.js";
import { bumpVersion } from "../versions/index.js";

/**
 * Edits a card: expiry, recipient, note, disable/enable, or its balance (0 to the initial value,
 * recorded as an "adjust" history row). A balance set on a card an order redeemed since it was
 * read is refused with 409, never applied to the new balance. With the version the screen read, a
 * card saved by someone else since is refused (StaleVersion) and nothing is written.
 */
export async function updateGiftCard(
  ctx: AppContext,
  card: GiftCardRow,
  userId: number,
  input: GiftCardUpdate,
  version: number | null = null,
): Promise<GiftCardRow> {
  if (input.balance !== undefined && input.balance > card.initial_value)
    throw invalid({ balance: GIFT_CARD_MSG.adjust });
  const now = nowIso();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await bumpVersion(trx, "gift_cards", card.id, version);
    const row = await trx
      .updateTable("gift_cards")
      .set({
        ...(input.expires_on !== undefined ? { expires_on: input.expires_on } : {}),
        ...(input.recipient_email !== undefined ? { recipient_email: input.recipient_email } : {}),
        ...(input.recipient_name !== undefined ? { recipient_name: input.recipient_name } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        ...(input.disabled !== undefined
          ? { disabled_at: input.disabled ? (card.disabled_at ?? now) : null }
          : {}),
        ...(input.balance !== undefined ? { balance: input.balance } : {}),
        updated_at: now,
      })
      .where("id", "=", card.id)
      .$if(input.balance !== undefined, (q) => q.where("balance", "=", card.balance))
      .returning(GIFT_CARD_COLUMNS)
      .executeTakeFirst();
    if (!row) throw conflict(GIFT_CARD_MSG.balanceChanged);
    if (input.balance !== undefined && input.balance !== card.balance) {
      await trx
        .insertInto("gift_card_transactions")
        .values({
          gift_card_id: card.id,
          kind: "adjust",
          amount: input.balance - card.balance,
          balance_after: row.balance,
          user_id: userId,
          created_at: now,
        })
        .execute();
    }
    await recordActivity(trx, {
      entity: "GiftCard",
      entityId: card.id,
      action: "update",
      websiteId: card.website_id,
      before: card,
      after: row,
    });
    return row;
  });
}
