import { Box, Card, CardActionArea, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import HeartBrokenIcon from "@mui/icons-material/HeartBrokenOutlined";
import { ProductCardPicture } from "../../ui/ProductThumbnail";
import { LinkBase, RecordContextProvider, useTranslate } from "react-admin";
import { ProductStatusChip } from "../../ui/ProductStatusChip";
import type { ProductRecord } from "../../domain/contracts/product-list";

interface WishlistCardProps {
  product: ProductRecord;
  store: string;
  price: string;
  /** Takes the product off the wishlist (the caller confirms first). */
  onRemove?: () => void;
}

/** A favourite product: picture, name, store, price and status, opening the product. */
export const WishlistCard = ({ product, store, price, onRemove }: WishlistCardProps) => (
  <Card sx={{ height: "100%", position: "relative" }}>
    <CardActionArea component={LinkBase} to={`/products/edit/${product.id}`} sx={{ height: "100%" }}>
      <ProductCardPicture src={product.preview_photo_url} />
      <Box sx={{ p: 1.75 }}>
        <Typography fontWeight={600} sx={{ lineHeight: 1.35 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {store}
        </Typography>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 1 }}>
          <Typography fontWeight={700}>{price}</Typography>
          <RecordContextProvider value={product}>
            <ProductStatusChip />
          </RecordContextProvider>
        </Stack>
      </Box>
    </CardActionArea>
    {onRemove && <RemoveButton name={product.name} onRemove={onRemove} />}
  </Card>
);

const RemoveButton = ({ name, onRemove }: { name: string; onRemove: () => void }) => {
  const translate = useTranslate();
  const label = translate("app.catalogue.wishlist.remove", { name });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={onRemove}
        size="small"
        sx={{
          position: "absolute",
          top: 8,
          right: 8,
          bgcolor: "background.paper",
          "&:hover": { bgcolor: "background.paper" },
        }}
      >
        <HeartBrokenIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
