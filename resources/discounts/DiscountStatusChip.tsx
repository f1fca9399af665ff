import Chip from "@mui/material/Chip";
import { useRecordContext, useTranslate } from "react-admin";
import type { Discount } from "../../domain/contracts/discounts";

const COLOR = {
  active: "success",
  scheduled: "info",
  expired: "default",
  disabled: "default",
  used_up: "warning",
} as const;

/** The discount's status (active, scheduled, expired, disabled, used up) as a coloured chip. */
export const DiscountStatusChip = () => {
  const record = useRecordContext<Discount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      label={translate(`app.money.discounts.status_${record.status}`)}
    />
  );
};
