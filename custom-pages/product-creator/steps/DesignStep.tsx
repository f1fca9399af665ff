import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Draft } from "../../../domain/drafts";
import type { LibraryFile } from "../../../domain/library";
import { PlacementPreview } from "../../design-canvas/PlacementPreview";
import { sideLabel } from "../../design-canvas/sideLabel";
import { DesignPicker } from "../DesignPicker";
import { editorColors, editorSides } from "../designFile";

/**
 * Step 2: upload a design or pick one from the library. The server places it on every item
 * (fitPlacement on the front, or the item's designed sides); the previews show where it landed.
 */
export const DesignStep = ({
  draft,
  onPick,
}: {
  draft: Draft;
  onPick: (file: LibraryFile) => Promise<void>;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate("app.productCreator.design.title")}
      </Typography>
      <Typography color="text.secondary">{translate("app.productCreator.design.hint")}</Typography>
      <DesignPicker onPick={onPick} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap", rowGap: 2 }}>
        {draft.items.map((item) => {
          const sides = editorSides(item);
          const color = editorColors(item)[0];
          return Object.entries(sides)
            .filter(([, value]) => value !== null)
            .map(([side, value]) => (
              <PlacementPreview
                key={`${item.key}-${side}`}
                photoUrl={color?.images[side] ?? null}
                design={value}
                size={160}
                alt={translate("app.productCreator.design.preview", {
                  name: item.supplier.name,
                  side: sideLabel(translate, side),
                })}
              />
            ));
        })}
      </Stack>
    </Stack>
  );
};
