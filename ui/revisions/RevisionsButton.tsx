import { useState } from "react";
import { Button } from "@mui/material";
import HistoryIcon from "@mui/icons-material/History";
import { useTranslate } from "react-admin";
import type { RevisedPath } from "../../providers/data/revisions";
import { RevisionsDialog } from "./RevisionsDialog";

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
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate("app.revisions.open")}
      </Button>
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
