import Chip from "@mui/material/Chip";
import { useTranslate } from "react-admin";
import type { DiscountStatus } from "./types";

const COLOR = {
  active: "success",
  scheduled: "info",
  expired: "default",
  disabled: "default",
  used_up: "warning",
} as const;

export const DiscountStatusChip = ({ status }: { status: DiscountStatus }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={COLOR[status]} label={translate(`app.money.discounts.status_${status}`)} />
  );
};
