import Chip from "@mui/material/Chip";
import { useTranslate } from "react-admin";
import type { GiftCardStatus } from "./types";

const COLOR = { active: "success", disabled: "default", expired: "warning", empty: "default" } as const;

export const GiftCardStatusChip = ({ status }: { status: GiftCardStatus }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={COLOR[status]} label={translate(`app.money.gift_cards.status_${status}`)} />
  );
};
