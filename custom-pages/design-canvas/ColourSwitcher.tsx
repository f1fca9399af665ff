import { ButtonBase, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { PlacementPreview } from "./PlacementPreview";
import type { EditorColor, SideDesign } from "./types";

/** Every chosen colour with the design on it; choosing one shows it on the canvas. */
export const ColourSwitcher = ({
  colors,
  side,
  design,
  active,
  onChoose,
}: {
  colors: EditorColor[];
  side: string;
  design: SideDesign | null;
  active: string;
  onChoose: (color: string) => void;
}) => {
  const translate = useTranslate();
  if (colors.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: "wrap", rowGap: 1 }}
      role="group"
      aria-label={translate("app.productCreator.editor.colours")}
    >
      {colors.map((color) => (
        <ButtonBase
          key={color.name}
          aria-pressed={color.name === active}
          aria-label={color.name}
          onClick={() => onChoose(color.name)}
          sx={{
            flexDirection: "column",
            p: 0.5,
            borderRadius: 1,
            border: 2,
            borderColor: color.name === active ? "primary.main" : "transparent",
          }}
        >
          <PlacementPreview
            photoUrl={color.images[side] ?? null}
            design={design}
            size={72}
            alt={color.name}
          />
          <Typography variant="caption">{color.name}</Typography>
        </ButtonBase>
      ))}
    </Stack>
  );
};
