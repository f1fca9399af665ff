import { Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useEditor } from "./EditorContext";
import { ProductPicture } from "../../resources/products/ProductThumbnail";

/** "Gildan 5000 Heavy Cotton Tee" already names its brand: no "Gildan Gildan 5000 …". */
function blankLabel(supplier: { brand: string; name: string }): string {
  return supplier.name.toLowerCase().startsWith(supplier.brand.toLowerCase())
    ? supplier.name
    : `${supplier.brand} ${supplier.name}`;
}

/** The product's picture, name and status above the cards. */
export const EditorHeader = () => {
  const translate = useTranslate();
  const { product, draft } = useEditor();
  return (
    <Stack direction="row" spacing={2} alignItems="center" mb={2}>
      <ProductPicture
        src={product.preview_photo_url ?? product.featured_front_image_url}
        alt={product.name}
        size={96}
      />
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {draft.name}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip
            size="small"
            color={product.status === "published" ? "success" : "default"}
            label={translate(`app.product_status.${product.status}`, { _: product.status })}
          />
          {product.supplier ? (
            <Chip size="small" variant="outlined" label={blankLabel(product.supplier)} />
          ) : null}
        </Stack>
      </Stack>
    </Stack>
  );
};
