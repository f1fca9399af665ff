import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import FolderIcon from "@mui/icons-material/Folder";
import type { LibraryFolder } from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";

export interface MoveDialogProps {
  open: boolean;
  onClose: () => void;
  onMove: (folderId: number | null) => Promise<void>;
}

/** Browses the store's folders and moves the chosen files into the one shown. */
export function MoveDialog({ open, onClose, onMove }: MoveDialogProps) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [folders, setFolders] = useState<LibraryFolder[] | null>(null);
  const [trail, setTrail] = useState<LibraryFolder[]>([]);
  const [moving, setMoving] = useState(false);

  useEffect(() => {
    if (open) setFolderId(null);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setFolders(null);
    dataProvider
      .listLibrary({ folderId, search: "", accept: "any", page: 1, perPage: 1 })
      .then((body) => {
        if (!live) return;
        setFolders(body.folders);
        setTrail(body.breadcrumbs);
      })
      .catch(() => live && setFolders([]));
    return () => {
      live = false;
    };
  }, [dataProvider, open, folderId]);

  const move = async () => {
    setMoving(true);
    try {
      await onMove(folderId);
      onClose();
    } finally {
      setMoving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate("app.library.move.title")}</DialogTitle>
      <DialogContent>
        <Breadcrumbs sx={{ mb: 1 }}>
          <Link component="button" type="button" onClick={() => setFolderId(null)}>
            {translate("app.library.move.root")}
          </Link>
          {trail.map((f) => (
            <Link key={f.id} component="button" type="button" onClick={() => setFolderId(f.id)}>
              {f.name}
            </Link>
          ))}
        </Breadcrumbs>
        {folders === null ? (
          <Skeleton variant="rectangular" height={96} />
        ) : folders.length === 0 ? (
          <Typography color="text.secondary">{translate("app.library.move.no_folders")}</Typography>
        ) : (
          <List dense>
            {folders.map((f) => (
              <ListItemButton key={f.id} onClick={() => setFolderId(f.id)}>
                <ListItemIcon>
                  <FolderIcon />
                </ListItemIcon>
                <ListItemText primary={f.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.library.move.cancel")}</Button>
        <Button variant="contained" onClick={move} disabled={moving}>
          {translate("app.library.move.here")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
