import { Button, Stack, Tooltip, IconButton } from "@mui/material";
import UndoIcon from "@mui/icons-material/Undo";
import RedoIcon from "@mui/icons-material/Redo";
import CenterFocusStrongIcon from "@mui/icons-material/CenterFocusStrong";
import DeleteIcon from "@mui/icons-material/Delete";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** Undo and redo of the active side, centring, removing the design, and the file picker. */
export const EditorToolbar = ({
  canUndo,
  canRedo,
  hasDesign,
  onUndo,
  onRedo,
  onCentre,
  onRemove,
  picker,
}: {
  canUndo: boolean;
  canRedo: boolean;
  hasDesign: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onCentre: () => void;
  onRemove: () => void;
  picker: ReactNode;
}) => {
  const translate = useTranslate();
  const undo = translate("app.productCreator.editor.undo");
  const redo = translate("app.productCreator.editor.redo");
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: "wrap", rowGap: 1 }}>
      <Tooltip title={`${undo} (Ctrl+Z)`}>
        <span>
          <IconButton aria-label={undo} disabled={!canUndo} onClick={onUndo}>
            <UndoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`${redo} (Ctrl+Shift+Z)`}>
        <span>
          <IconButton aria-label={redo} disabled={!canRedo} onClick={onRedo}>
            <RedoIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Button startIcon={<CenterFocusStrongIcon />} disabled={!hasDesign} onClick={onCentre}>
        {translate("app.productCreator.editor.centre")}
      </Button>
      <Button startIcon={<DeleteIcon />} color="error" disabled={!hasDesign} onClick={onRemove}>
        {translate("app.productCreator.editor.remove")}
      </Button>
      {picker}
    </Stack>
  );
};
