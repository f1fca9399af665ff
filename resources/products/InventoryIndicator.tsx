import { Chip, type ChipProps } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { InventoryLevel, ProductRecord } from "../../domain/contracts/product-list";

const COLORS: Record<InventoryLevel, ChipProps["color"]> = {
  low: "error",
  medium: "warning",
  high: "success",
};

/** Low stock: 0 pieces is low (red), 1 to 9 medium (yellow), more is high (green). */
export function levelOf(quantity: number): InventoryLevel {
  if (quantity <= 0) return "low";
  return quantity < 10 ? "medium" : "high";
}

export const InventoryIndicator = () => {
  const translate = useTranslate();
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  const level = record.inventory_level ?? levelOf(record.inventory_quantity);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[level]}
      label={translate(`app.productList.inventory.${level}`, { smart_count: record.inventory_quantity })}
    />
  );
};
