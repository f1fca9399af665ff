import { useTranslate } from "react-admin";
import { Alert, Box, Button, IconButton, Tooltip, Typography } from "@mui/material";
import CloudDoneIcon from "@mui/icons-material/CloudDone";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { useDesigner } from "./DesignerContext";
import { RevisionsButton } from "../../ui/revisions/RevisionsButton";

/** Undo, redo and where the auto-save stands; a failed save says so and offers a retry. */
export const HistoryToolbar = () => {
  const translate = useTranslate();
  const { canUndo, canRedo, undo, redo, saving, dirty, failed, valid, retry, selectedPage } = useDesigner();
  const status = saving
    ? "app.storeDesigner.saving"
    : dirty
      ? "app.storeDesigner.unsaved"
      : "app.storeDesigner.saved";
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Tooltip title={translate("app.storeDesigner.undo")}>
          <span>
            <IconButton aria-label={translate("app.storeDesigner.undo")} disabled={!canUndo} onClick={undo}>
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate("app.storeDesigner.redo")}>
          <span>
            <IconButton aria-label={translate("app.storeDesigner.redo")} disabled={!canRedo} onClick={redo}>
              <RedoIcon />
            </IconButton>
          </span>
        </Tooltip>
        {selectedPage ? <RevisionsButton path="pages" id={selectedPage.id} /> : null}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ ml: "auto", display: "flex", alignItems: "center", gap: 0.5 }}
        >
          {!saving && !dirty && <CloudDoneIcon fontSize="small" />}
          {translate(status)}
        </Typography>
      </Box>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {translate("app.storeDesigner.retry")}
            </Button>
          }
        >
          {translate("app.storeDesigner.save_failed")}
        </Alert>
      )}
      {!valid && <Alert severity="warning">{translate("app.storeDesigner.invalid")}</Alert>}
    </Box>
  );
};
