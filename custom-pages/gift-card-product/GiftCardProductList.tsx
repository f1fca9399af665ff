import { Link as RouterLink } from "react-router-dom";
import { HttpError, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import GiftIcon from "@mui/icons-material/CardGiftcard";
import { formatMoney } from "../../domain/pricing";
import { PagedTable } from "../../ui/lists/PagedTable";
import { usePaging } from "../../ui/lists/usePaging";
import { LockedNotice } from "../../ui/LockedNotice";
import type { GiftCardProduct } from "./types";
import { useGiftCardProducts } from "./useGiftCardProducts";

const Thumb = ({ product }: { product: GiftCardProduct }) =>
  product.picture_url ? (
    <Box
      component="img"
      src={product.picture_url}
      alt={product.name}
      sx={{ width: 48, height: 48, objectFit: "cover", borderRadius: 1, display: "block" }}
    />
  ) : (
    <Box
      sx={{
        width: 48,
        height: 48,
        display: "grid",
        placeItems: "center",
        bgcolor: "action.hover",
        borderRadius: 1,
      }}
    >
      <GiftIcon color="disabled" />
    </Box>
  );

/**
 * The store's gift-card products with their picture, values and state. Rendered at
 * /product/gift-card, which the gift card list links to.
 */
export function GiftCardProductList() {
  const translate = useTranslate();
  const paging = usePaging(10);
  const query = useGiftCardProducts(paging);
  const t = (key: string, options?: object) => translate(`app.money.gift_card_product.${key}`, options);
  const locked = query.error instanceof HttpError && query.error.status === 403;

  return (
    <Card sx={{ mt: 2 }}>
      <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h6" component="h2">
            {t("list_title")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("list_hint")}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/product/gift-card/create"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={locked}
        >
          {t("new")}
        </Button>
      </Toolbar>
      {locked ? (
        <Box sx={{ p: 2 }}>
          <LockedNotice />
        </Box>
      ) : (
        <PagedTable
          query={query}
          paging={paging}
          label={t("list_title")}
          rowKey={(p) => p.id}
          empty="app.money.gift_card_product.empty"
          rowsPerPageOptions={[10, 25, 50]}
          columns={[
            { label: t("picture"), cell: (p) => <Thumb product={p} /> },
            { label: t("name"), cell: (p) => p.name },
            { label: t("values"), cell: (p) => p.denominations.map(formatMoney).join(" · ") },
            {
              label: t("state"),
              cell: (p) => (
                <Chip
                  size="small"
                  color={p.published ? "success" : "default"}
                  label={t(p.published ? "published_yes" : "published_no")}
                />
              ),
            },
            { label: t("sold"), cell: (p) => p.sold, align: "right" },
            {
              nowrap: true,
              cell: (p) => (
                <Button component={RouterLink} to={`/product/gift-card/edit/${p.id}`} size="small">
                  {translate("app.money.common.edit")}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
