import { useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import FolderIcon from "@mui/icons-material/Folder";
import { LIBRARY_FIRST_SHOWN, type LibraryFile } from "../../domain/library";
import { useDebouncedValue } from "../useDebouncedValue";
import { FileChips } from "./FileChips";
import { FileThumb } from "./FileThumb";
import { UploadButton } from "./UploadButton";
import { useLibraryFiles } from "./useLibraryFiles";

export interface LibraryDialogProps {
  open: boolean;
  onClose: () => void;
  onChoose: (file: LibraryFile) => void;
  accept?: "image" | "any";
}

/**
 * Picks a file of the active store's library (product creator, store designer). It
 * loads 12 on open, shows 8, and Show more adds 12. Folders, search and upload are at hand.
 */
export function LibraryDialog({ open, onClose, onChoose, accept = "any" }: LibraryDialogProps) {
  const translate = useTranslate();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim());
  const library = useLibraryFiles(folderId, search, accept, open);

  useEffect(() => {
    if (!open) {
      setFolderId(null);
      setTerm("");
    }
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate("app.library.dialog.title")}</DialogTitle>
      <DialogContent>
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={2}
          sx={{ mb: 2, pt: 1, alignItems: { sm: "flex-start" } }}
        >
          <TextField
            size="small"
            label={translate("app.library.list.search")}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            sx={{ flex: 1 }}
          />
          <UploadButton
            folderId={folderId}
            onUploaded={() => void library.reload()}
            accept={accept === "image" ? ".png,.jpg,.jpeg" : undefined}
          />
        </Stack>
        {!search && (
          <Breadcrumbs sx={{ mb: 1 }}>
            <Link component="button" type="button" onClick={() => setFolderId(null)}>
              {translate("app.library.list.root")}
            </Link>
            {library.breadcrumbs.map((f) => (
              <Link key={f.id} component="button" type="button" onClick={() => setFolderId(f.id)}>
                {f.name}
              </Link>
            ))}
          </Breadcrumbs>
        )}
        {!search && library.folders.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: "wrap", rowGap: 1 }}>
            {library.folders.map((f) => (
              <Chip key={f.id} icon={<FolderIcon />} label={f.name} onClick={() => setFolderId(f.id)} />
            ))}
          </Stack>
        )}
        {library.error && <Alert severity="error">{translate("app.library.dialog.load_error")}</Alert>}
        {!library.error && library.files === null && (
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 2 }}>
            {Array.from({ length: LIBRARY_FIRST_SHOWN }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={170} />
            ))}
          </Box>
        )}
        {library.files !== null && library.files.length === 0 && !library.error && (
          <Box sx={{ textAlign: "center", py: 4 }}>
            <Typography variant="h6">{translate("app.library.dialog.empty")}</Typography>
            <Typography color="text.secondary">{translate("app.library.dialog.empty_hint")}</Typography>
          </Box>
        )}
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 2 }}>
          {(library.files ?? []).map((file) => (
            <ButtonBase
              key={file.id}
              onClick={() => onChoose(file)}
              aria-label={file.name}
              sx={{
                flexDirection: "column",
                alignItems: "stretch",
                textAlign: "left",
                p: 1,
                borderRadius: 1,
                border: 1,
                borderColor: "divider",
              }}
            >
              <FileThumb file={file} size={110} />
              <Typography variant="caption" noWrap sx={{ mt: 0.5 }}>
                {file.name}
              </Typography>
              <FileChips file={file} />
            </ButtonBase>
          ))}
        </Box>
        {library.hasMore && (
          <Box sx={{ textAlign: "center", mt: 2 }}>
            <Button onClick={() => void library.showMore()} disabled={library.loadingMore}>
              {translate("app.library.dialog.show_more")}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.library.dialog.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
