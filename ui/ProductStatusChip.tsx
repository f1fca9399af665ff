import { Chip, type ChipProps } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { ProductRecord, ProductStatus } from "../domain/contracts/product-list";

const COLORS: Record<ProductStatus, ChipProps["color"]> = {
  published: "success",
  unpublished: "default",
  scheduled: "info",
};

export const ProductStatusChip = () => {
  const translate = useTranslate();
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLORS[record.status] ?? "default"}
      variant={record.status === "unpublished" ? "outlined" : "filled"}
      label={translate(`app.product_status.${record.status}`, { _: record.status })}
    />
  );
};
