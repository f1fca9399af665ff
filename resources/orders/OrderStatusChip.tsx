import { Chip, type ChipProps } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { OrderStatus } from "../../domain/orders";
import type { OrderRecord } from "../../domain/contracts/orders";

/** Status colours: new primary, completed green, canceled red. */
const COLORS: Record<OrderStatus, ChipProps["color"]> = {
  new: "primary",
  completed: "success",
  canceled: "error",
};

export const OrderStatusChip = ({ status }: { status?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<OrderRecord>();
  const value = status ?? record?.status;
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={COLORS[value as OrderStatus] ?? "default"}
      label={translate(`app.order_status.${value}`, { _: value })}
    />
  );
};
