import { useCallback, useMemo } from "react";
import { Stack } from "@mui/material";
import type { DecorationMethod, Draft, DraftItem, DraftItemPatch } from "../../domain/drafts";
import type { SideValue } from "../design-canvas/history";
import { LazyDesignEditor } from "../design-canvas/LazyDesignEditor";
import { ColorChooser } from "./ColorChooser";
import { DesignPicker } from "./DesignPicker";
import { editorAreas, editorColors, editorSides, firstDesign, toDesignFile } from "./designFile";
import { MethodSelect } from "./MethodSelect";
import { MockupGallery } from "./MockupGallery";
import { useAppDataProvider } from "../../providers/dataProvider";

/** One item of step 3: its colours, method, the design editor per side and its mockups. */
export const ItemMockups = ({
  draft,
  item,
  run,
  patchItem,
  onBusyChange,
  colorError,
  notImage,
}: {
  draft: Draft;
  item: DraftItem;
  run: (work: () => Promise<Draft>) => Promise<Draft>;
  patchItem: (key: string, patch: Omit<DraftItemPatch, "key">) => Promise<Draft>;
  onBusyChange: (busy: boolean) => void;
  colorError?: string;
  notImage: () => void;
}) => {
  const dataProvider = useAppDataProvider();
  const draftId = draft.id;
  const key = item.key;
  const onSave = useCallback(
    async (side: string, value: SideValue) => {
      await run(() =>
        value === null
          ? dataProvider.removeProductDraftSide(draftId, key, side)
          : dataProvider.saveProductDraftSide(draftId, key, side, {
              file_id: value.file.id,
              placement: value.placement,
            }),
      );
    },
    [dataProvider, draftId, key, run],
  );
  // The editor reads `initial` once, when it opens for this item (keyed by it), then owns the sides.
  const areas = useMemo(() => editorAreas(item), [item]);
  const colors = editorColors(item);
  return (
    <Stack spacing={2}>
      <ColorChooser
        item={item}
        error={colorError}
        onChange={(next, force) => void patchItem(key, { colors: next, ...(force ? { force } : {}) })}
      />
      <MethodSelect
        item={item}
        onChange={(method: DecorationMethod) => void patchItem(key, { print_method: method })}
      />
      <LazyDesignEditor
        key={key}
        sides={areas}
        colors={colors}
        initial={editorSides(item)}
        onSave={onSave}
        onBusyChange={onBusyChange}
        defaultDesign={firstDesign(item)}
        renderPicker={(choose) => (
          <DesignPicker
            compact
            onPick={(file) => {
              const design = toDesignFile(file);
              if (design) choose(design);
              else notImage();
            }}
          />
        )}
      />
      <MockupGallery item={item} />
    </Stack>
  );
};
