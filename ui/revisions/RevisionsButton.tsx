import { useState } from "react";
import { Button, IconButton, Tooltip } from "@mui/material";
import HistoryIcon from "@mui/icons-material/History";
import { useTranslate } from "react-admin";
import type { RevisedPath } from "../../providers/data/revisions";
import { RevisionsDialog } from "./RevisionsDialog";
import { usePhone } from "../usePhone";

/** A reverted record is read again from the start: the screen loads its saved state afresh. */
const reloadScreen = () => window.location.reload();

/**
 * "History": a record's revisions (a store product, a store page, a store's settings) with a
 * side-by-side diff of any two and a revert. Shown to those who may edit the record.
 */
export const RevisionsButton = ({
  path,
  id,
  onReverted = reloadScreen,
}: {
  path: RevisedPath;
  id: number;
  onReverted?: () => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  return (
    <>
      {phone ? (
        // A phone's header has no room for the word: the icon, named for screen readers.
        <Tooltip title={translate("app.revisions.open")}>
          <IconButton
            color="primary"
            aria-label={translate("app.revisions.open")}
            onClick={() => setOpen(true)}
          >
            <HistoryIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
          {translate("app.revisions.open")}
        </Button>
      )}
      {open ? (
        <RevisionsDialog
          path={path}
          id={id}
          onClose={() => setOpen(false)}
          onReverted={() => {
            setOpen(false);
            onReverted();
          }}
        />
      ) : null}
    </>
  );
};
