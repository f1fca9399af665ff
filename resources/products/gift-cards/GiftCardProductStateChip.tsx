import Chip from "@mui/material/Chip";
import { useRecordContext, useTranslate } from "react-admin";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";

/** Published on the storefront, or a draft buyers do not see. */
export const GiftCardProductStateChip = () => {
  const translate = useTranslate();
  const record = useRecordContext<GiftCardProduct>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.published ? "success" : "default"}
      label={translate(`app.money.gift_card_product.${record.published ? "published_yes" : "published_no"}`)}
    />
  );
};
