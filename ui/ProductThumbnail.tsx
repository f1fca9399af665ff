import { Avatar } from "@mui/material";
import ImageIcon from "@mui/icons-material/Image";
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
