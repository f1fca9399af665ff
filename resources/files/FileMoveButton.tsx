import { useState } from "react";
import { Button, useListContext, useTranslate } from "react-admin";
import DriveFileMoveIcon from "@mui/icons-material/DriveFileMove";
import { MoveDialog } from "./MoveDialog";
import { useFileActions } from "./useFileActions";

/** Moves the selected files of the store's library into a folder. */
export function FileMoveButton() {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const { move } = useFileActions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={translate("app.library.list.move_selected")} onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <MoveDialog
        open={open}
        onClose={() => setOpen(false)}
        onMove={(target) => move(selectedIds.map(Number), target)}
      />
    </>
  );
}
