import type { Selectable } from "kysely";
import type { AppContext } from "../../context.js";
import type { GiftCardsTable } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";

export const GIFT_CARD_COLUMNS = [
  "id",
  "website_id",
  "code",
  "initial_value",
  "balance",
  "expires_on",
  "recipient_email",
  "recipient_name",
  "note",
  "batch",
  "disabled_at",
  "created_at",
  "updated_at",
  "version",
] as const;

export type GiftCardRow = Pick<Selectable<GiftCardsTable>, (typeof GIFT_CARD_COLUMNS)[number]>;

/** A card by id (who may read it is the caller's concern: the route's access declaration). */
export async function loadGiftCard(ctx: AppContext, id: number): Promise<GiftCardRow> {
  const row = await ctx.db.kysely
    .selectFrom("gift_cards")
    .select(GIFT_CARD_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
