import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useRecordContext, useTranslate } from "react-admin";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";

const T = "app.money.gift_card_product";

/** A saved product's storefront page (or that it is a draft) and how many were sold. */
export const GiftCardProductStorefront = () => {
  const translate = useTranslate();
  const record = useRecordContext<GiftCardProduct>();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {record.published ? (
          <Link href={record.storefront_url} target="_blank" rel="noopener">
            {translate(`${T}.view_store`)}
          </Link>
        ) : (
          translate(`${T}.draft_hint`)
        )}{" "}
        · {translate(`${T}.sold_count`, { smart_count: record.sold })}
      </Typography>
    </Stack>
  );
};
