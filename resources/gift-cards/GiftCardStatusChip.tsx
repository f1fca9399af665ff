import Chip from "@mui/material/Chip";
import { useRecordContext, useTranslate } from "react-admin";
import type { GiftCard } from "../../domain/contracts/gift-cards";

const COLOR = { active: "success", disabled: "default", expired: "warning", empty: "default" } as const;

/** The card's status (active, disabled, expired, used up) as a coloured chip. */
export const GiftCardStatusChip = () => {
  const card = useRecordContext<GiftCard>();
  const translate = useTranslate();
  if (!card) return null;
  return (
    <Chip
      size="small"
      color={COLOR[card.status]}
      label={translate(`app.money.gift_cards.status_${card.status}`)}
    />
  );
};
