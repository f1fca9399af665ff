import { Alert, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { MIN_PRINT_DPI, printDpi, printSizeInches, type PrintArea } from "../../domain/placement";
import type { SideDesign } from "./types";

const inches = (value: number) => value.toFixed(2);

/** The design's print resolution and size on this side; a warning below the spec's 150 DPI. */
export const PrintReadout = ({ area, design }: { area: PrintArea; design: SideDesign | null }) => {
  const translate = useTranslate();
  if (!design)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("app.productCreator.editor.area_size", {
          width: inches(area.width_in),
          height: inches(area.height_in),
        })}
      </Typography>
    );
  const dpi = printDpi(area, design.placement, design.file.width, design.file.height);
  const size = printSizeInches(area, design.placement);
  return (
    <Stack spacing={1} aria-live="polite">
      <Typography variant="body2">
        {translate("app.productCreator.editor.readout", {
          dpi,
          width: inches(size.width),
          height: inches(size.height),
        })}
      </Typography>
      {dpi < MIN_PRINT_DPI ? (
        <Alert severity="warning">
          {translate("app.productCreator.editor.low_dpi", { dpi, min: MIN_PRINT_DPI })}
        </Alert>
      ) : null}
    </Stack>
  );
};
