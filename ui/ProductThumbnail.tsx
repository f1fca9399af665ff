import { Avatar, Box } from "@mui/material";
import ImageIcon from "@mui/icons-material/Image";
import PlaceholderIcon from "@mui/icons-material/ImageOutlined";
import { useRecordContext } from "react-admin";
import type { ProductRecord } from "../domain/contracts/product-list";

/** A product's picture, or a placeholder icon when it has none yet. */
export const ProductPicture = ({
  src,
  alt,
  size = 48,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) => (
  <Avatar
    variant="rounded"
    src={src ?? undefined}
    alt={alt}
    imgProps={{ loading: "lazy" }}
    sx={{ width: size, height: size, bgcolor: "action.hover", color: "text.secondary" }}
  >
    <ImageIcon />
  </Avatar>
);

export const ProductThumbnail = () => {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return <ProductPicture src={record.preview_photo_url} alt={record.name} />;
};

/** A product card's square picture across the card's width; a placeholder icon when there is none. */
export const ProductCardPicture = ({ src }: { src: string | null }) => (
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
    {src ? (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
      />
    ) : (
      <PlaceholderIcon fontSize="large" />
    )}
  </Box>
);
