import { Box, Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftItem } from "../../domain/drafts";
import { sideLabel } from "../design-canvas/sideLabel";

/** The item's generated mockups, one row per chosen colour, each side's picture in it. */
export const MockupGallery = ({ item }: { item: DraftItem }) => {
  const translate = useTranslate();
  const byColour = item.colors
    .map((color) => ({ color, mockups: item.mockups.filter((m) => m.color === color) }))
    .filter((row) => row.mockups.length > 0);
  if (byColour.length === 0)
    return <Typography color="text.secondary">{translate("app.productCreator.mockups.none")}</Typography>;
  return (
    <Stack spacing={2} aria-label={translate("app.productCreator.mockups.gallery")} role="list">
      {byColour.map(({ color, mockups }) => (
        <Stack key={color} spacing={1} role="listitem">
          <Typography variant="subtitle2">{color}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
            {mockups.map((m) => (
              <Stack key={`${m.color}-${m.side}`} spacing={0.5} alignItems="center">
                <Box
                  component="img"
                  src={m.url}
                  alt={translate("app.productCreator.mockups.alt", {
                    color,
                    side: sideLabel(translate, m.side),
                  })}
                  sx={{
                    width: 140,
                    height: 140,
                    objectFit: "contain",
                    bgcolor: "grey.100",
                    borderRadius: 1,
                    opacity: m.stale ? 0.5 : 1,
                  }}
                />
                <Stack direction="row" spacing={0.5} alignItems="center">
                  <Typography variant="caption">{sideLabel(translate, m.side)}</Typography>
                  {m.stale ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={translate("app.productCreator.mockups.stale")}
                    />
                  ) : null}
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
};
