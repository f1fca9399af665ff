import { Box } from "@mui/material";
import ImageIcon from "@mui/icons-material/ImageOutlined";

/** A product picture on the catalogue's light backdrop, or a placeholder icon without one. */
export const ProductPhoto = ({ src, alt, size }: { src: string | null; alt: string; size?: number }) => (
  <Box
    sx={{
      aspectRatio: "1 / 1",
      width: size,
      flexShrink: 0,
      bgcolor: "#F3F4F8",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      color: "text.disabled",
      borderRadius: size ? 1 : 0,
      overflow: "hidden",
    }}
  >
    {src ? (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        sx={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }}
      />
    ) : (
      <ImageIcon fontSize={size ? "small" : "large"} />
    )}
  </Box>
);
