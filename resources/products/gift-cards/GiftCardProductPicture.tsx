import Box from "@mui/material/Box";
import GiftIcon from "@mui/icons-material/CardGiftcard";

/**
 * A gift-card product's picture at `size` pixels, named by `alt`; without one, the gift icon on
 * a plain tile (`emptyLabel` names it).
 */
export const GiftCardProductPicture = ({
  url,
  alt,
  size = 48,
  emptyLabel,
}: {
  url: string | null | undefined;
  alt: string;
  size?: number;
  emptyLabel?: string;
}) =>
  url ? (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ width: size, height: size, objectFit: "cover", borderRadius: 1, display: "block", flexShrink: 0 }}
    />
  ) : (
    <Box
      role={emptyLabel ? "img" : undefined}
      aria-label={emptyLabel}
      sx={{
        width: size,
        height: size,
        display: "grid",
        placeItems: "center",
        bgcolor: "action.hover",
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <GiftIcon color="disabled" fontSize={size > 64 ? "large" : "medium"} />
    </Box>
  );
