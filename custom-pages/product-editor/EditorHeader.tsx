import { Chip, Stack, Typography } from "@mui/material";
import { useEditor } from "./EditorContext";
import { ProductPicture } from "./ProductPicture";

/** The product's picture, name and status above the cards. */
export const EditorHeader = () => {
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
          <Chip size="small" label={product.status} />
          {product.supplier ? (
            <Chip
              size="small"
              variant="outlined"
              label={`${product.supplier.brand} ${product.supplier.name}`}
            />
          ) : null}
        </Stack>
      </Stack>
    </Stack>
  );
};
