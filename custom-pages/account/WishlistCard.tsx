import { Box, Card, CardActionArea, Stack, Typography } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import { LinkBase, RecordContextProvider } from "react-admin";
import { ProductStatusChip } from "../../resources/products/ProductStatusChip";
import type { ProductRecord } from "../../resources/products/types";

interface WishlistCardProps {
  product: ProductRecord;
  store: string;
  price: string;
}

/** A favourite product: picture, name, store, price and status, opening the product. */
export const WishlistCard = ({ product, store, price }: WishlistCardProps) => (
  <Card sx={{ height: "100%" }}>
    <CardActionArea component={LinkBase} to={`/products/edit/${product.id}`} sx={{ height: "100%" }}>
      <Box
        sx={{
          aspectRatio: "1 / 1",
          bgcolor: "#F3F4F8",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          color: "text.disabled",
        }}
      >
        {product.preview_photo_url ? (
          <Box
            component="img"
            src={product.preview_photo_url}
            alt=""
            loading="lazy"
            sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        ) : (
          <ImageIcon fontSize="large" />
        )}
      </Box>
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
  </Card>
);
