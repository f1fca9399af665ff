import { Avatar } from "@mui/material";
import ImageIcon from "@mui/icons-material/Image";

/** A product's picture, or a placeholder icon when it has none. */
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
    src={src ?? undefined}
    alt={alt}
    variant="rounded"
    sx={{ width: size, height: size, bgcolor: "grey.100" }}
  >
    <ImageIcon color="disabled" />
  </Avatar>
);
