import { Box } from "@mui/material";
import { placementCss } from "./geometry";
import type { SideDesign } from "./types";

/**
 * A blank's photo with the design laid over it in CSS, at the same fractions the canvas and the
 * mockup renderer use: the colour switcher shows every chosen colour with it, without a canvas.
 */
export const PlacementPreview = ({
  photoUrl,
  design,
  size,
  alt,
}: {
  photoUrl: string | null;
  design: SideDesign | null;
  size: number;
  alt: string;
}) => (
  <Box sx={{ position: "relative", width: size, height: size, overflow: "hidden", bgcolor: "grey.100" }}>
    {photoUrl ? (
      <Box
        component="img"
        src={photoUrl}
        alt={alt}
        sx={{ width: "100%", height: "100%", display: "block" }}
      />
    ) : null}
    {design ? (
      <Box
        component="img"
        src={design.file.url}
        alt=""
        sx={{ position: "absolute", ...placementCss(design.placement), transformOrigin: "center" }}
      />
    ) : null}
  </Box>
);
