import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import { giftCardExpired } from "../../../domain/gift-cards.js";
import type { GiftCardDto, GiftCardStatus } from "../../../domain/contracts/gift-cards.js";
import { todayIso } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

type Row = Omit<GiftCardDto, "status">;

/** A card's status as of `today`: disabled, then expired, then empty, else active. */
export function statusOf(
  row: Pick<Row, "disabled_at" | "expires_on" | "balance">,
  today: string,
): GiftCardStatus {
  if (row.disabled_at !== null) return "disabled";
  if (giftCardExpired(row.expires_on, today)) return "expired";
  if (row.balance <= 0) return "empty";
  return "active";
}

/**
 * statusOf in SQL, for the lists that filter by status (the gift-card route and BREAD's): written
 * beside it so the two cannot drift, with qualified columns so typed and untyped queries take it.
 */
export function statusIs(status: GiftCardStatus, today: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "gift_cards">();
  if (status === "disabled") return eb("gift_cards.disabled_at", "is not", null);
  const enabled = eb("gift_cards.disabled_at", "is", null);
  if (status === "expired") return eb.and([enabled, eb("gift_cards.expires_on", "<", today)]);
  return eb.and([
    enabled,
    eb.or([eb("gift_cards.expires_on", "is", null), eb("gift_cards.expires_on", ">=", today)]),
    eb("gift_cards.balance", status === "empty" ? "<=" : ">", 0),
  ]);
}

/** A card as the API answers it: its row with its status. */
export function toDto(row: Row, today = todayIso()): GiftCardDto {
  return { ...row, status: statusOf(row, today) };
}
