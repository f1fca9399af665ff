import { Box, Button, Stack, Tooltip } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { CatalogueColour } from "../types";

/** 5 colour chips are shown until "Show more" is pressed. */
export const COLOUR_CHIPS_SHOWN = 5;

const MARK = { low: "#D32F2F", medium: "#F9A825", high: "transparent" } as const;

interface ColourChipsProps {
  colours: readonly CatalogueColour[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** Colour swatches; each low or medium colour carries a red or yellow stock dot. */
export const ColourChips = ({ colours, selected, onSelect }: ColourChipsProps) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? colours : colours.slice(0, COLOUR_CHIPS_SHOWN);
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" useFlexGap spacing={0.75}>
      {shown.map((c) => (
        <Tooltip key={c.name} title={`${c.name} · ${translate(`app.catalogue.inventory.${c.inventory}`)}`}>
          <Box
            component="button"
            type="button"
            aria-label={c.name}
            aria-pressed={selected === c.name}
            onClick={() => onSelect(c.name)}
            sx={{
              position: "relative",
              width: 24,
              height: 24,
              p: 0,
              borderRadius: "50%",
              cursor: "pointer",
              bgcolor: c.hex,
              border: "2px solid",
              borderColor: selected === c.name ? "primary.main" : "divider",
              outlineOffset: 2,
            }}
          >
            <Box
              component="span"
              data-level={c.inventory}
              sx={{
                position: "absolute",
                right: -3,
                top: -3,
                width: 9,
                height: 9,
                borderRadius: "50%",
                bgcolor: MARK[c.inventory],
              }}
            />
          </Box>
        </Tooltip>
      ))}
      {colours.length > COLOUR_CHIPS_SHOWN && (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          sx={{ minWidth: 0, textTransform: "none" }}
        >
          {expanded
            ? translate("app.catalogue.colours.show_less")
            : translate("app.catalogue.colours.show_more", { count: colours.length - COLOUR_CHIPS_SHOWN })}
        </Button>
      )}
    </Stack>
  );
};
