import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { ColourSwitcher } from "./ColourSwitcher";
import { EditorToolbar } from "./EditorToolbar";
import FabricCanvas from "./FabricCanvas";
import type { SideValue } from "./history";
import { PrintReadout } from "./PrintReadout";
import { sideLabel } from "./sideLabel";
import type { DesignFile, EditorColor, EditorSide } from "./types";
import { useDesignEditor } from "./useDesignEditor";
import { useElementWidth } from "./useElementWidth";

export interface DesignEditorProps {
  sides: EditorSide[];
  /** The chosen colours; the canvas shows the active one. */
  colors: EditorColor[];
  initial: Record<string, SideValue>;
  onSave: (side: string, value: SideValue) => Promise<void>;
  onBusyChange?: (busy: boolean) => void;
  /** The design of step 2, offered for sides that have none yet. */
  defaultDesign: DesignFile | null;
  /** Upload / library buttons; they call `choose` with the picked file. */
  renderPicker: (choose: (file: DesignFile) => void) => ReactNode;
}

const MAX_CANVAS = 560;

/**
 * A mockup per side: one tab per print area, the blank's photo with
 * its area drawn, the design on a Fabric canvas, undo per side, the DPI read-out, and the design
 * on every chosen colour. Placements are saved per side 500 ms after the last change.
 */
const DesignEditor = ({
  sides,
  colors,
  initial,
  onSave,
  onBusyChange,
  defaultDesign,
  renderPicker,
}: DesignEditorProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const editor = useDesignEditor({ sides, initial, onSave, onBusyChange });
  const [colorName, setColorName] = useState(colors[0]?.name ?? "");
  const color = colors.find((c) => c.name === colorName) ?? colors[0];
  const { ref, width } = useElementWidth<HTMLDivElement>(480);
  const size = Math.min(width, MAX_CANVAS);
  const { activeSide, area, current } = editor;

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "y")) {
      event.preventDefault();
      if (key === "y" || event.shiftKey) editor.redo();
      else editor.undo();
      return;
    }
    if (editor.nudge(event.key, event.shiftKey)) event.preventDefault();
  };

  if (!area) return <Alert severity="info">{translate("app.productCreator.editor.no_areas")}</Alert>;

  return (
    <Stack spacing={2}>
      <Tabs
        value={activeSide}
        onChange={(_, side: string) => editor.setActiveSide(side)}
        variant="scrollable"
        aria-label={translate("app.productCreator.editor.sides")}
      >
        {sides.map(({ side }) => (
          <Tab
            key={side}
            value={side}
            label={
              editor.state[side]?.present ? `${sideLabel(translate, side)} ✓` : sideLabel(translate, side)
            }
          />
        ))}
      </Tabs>
      <EditorToolbar
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        hasDesign={current !== null}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onCentre={editor.centre}
        onRemove={() =>
          void confirm({ content: "app.productCreator.editor.remove_confirm" }).then(
            editor.remove,
            ignoreCanceled,
          )
        }
        picker={renderPicker((file) => editor.replaceDesign(file))}
      />
      <Box
        ref={ref}
        tabIndex={0}
        onKeyDown={onKeyDown}
        aria-label={translate("app.productCreator.editor.canvas_hint")}
        sx={{ outline: "none", maxWidth: MAX_CANVAS, "&:focus-visible": { boxShadow: 2 } }}
      >
        <FabricCanvas
          photoUrl={color?.images[activeSide] ?? null}
          area={area}
          design={current}
          size={size}
          onCommit={editor.move}
          label={translate("app.productCreator.editor.canvas", { side: sideLabel(translate, activeSide) })}
        />
      </Box>
      {current === null ? (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography color="text.secondary">{translate("app.productCreator.editor.empty_side")}</Typography>
          {defaultDesign ? (
            <Button variant="outlined" onClick={() => editor.replaceDesign(defaultDesign)}>
              {translate("app.productCreator.editor.add_design")}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <PrintReadout area={area} design={current} />
      <ColourSwitcher
        colors={colors}
        side={activeSide}
        design={current}
        active={color?.name ?? ""}
        onChoose={setColorName}
      />
      <Typography variant="caption" color={editor.saveError ? "error" : "text.secondary"} aria-live="polite">
        {translate(
          editor.saveError
            ? "app.productCreator.editor.save_failed"
            : editor.busy
              ? "app.productCreator.editor.saving"
              : "app.productCreator.editor.saved",
        )}
      </Typography>
    </Stack>
  );
};

export default DesignEditor;
