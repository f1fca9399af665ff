import { useState } from "react";
import {
  DataTable,
  useListContext,
  useNotify,
  useRefresh,
  useStore,
  useTranslate,
  useUpdate,
} from "react-admin";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import { BulkActions } from "../../ui/lists/BulkActions";
import { BulkBarRow } from "../../ui/lists/BulkBarRow";
import { FileChips } from "../../ui/files/FileChips";
import { FileThumb } from "../../ui/files/FileThumb";
import { formatDate } from "../../ui/format";
import { useCurrentUser } from "../../ui/useCurrentUser";
import type { FileAction } from "./FileCard";
import { FileFolders } from "./FileFolders";
import { FileGrid } from "./FileGrid";
import { FileMoveButton } from "./FileMoveButton";
import { FileShowMore } from "./FileShowMore";
import { MoveDialog } from "./MoveDialog";
import { NameDialog } from "./NameDialog";
import { PrepDialog } from "./PrepDialog";
import type { LibraryFile } from "../../domain/library";
import { formatFileSize, type FileRecord } from "./types";
import { useFileActions } from "./useFileActions";
import { useShownFiles } from "./useShownFiles";

export type FileView = "grid" | "table";
export const FILE_VIEW_KEY = "File.view";

const bulkActions = (
  <BulkActions>
    <FileMoveButton />
  </BulkActions>
);

/**
 * The store's library: the open folder, then its files as cards or as a table (8 at first,
 * 12 more per Show more). Cards and rows open the file; the selection moves, exports or deletes.
 */
export function FileListView() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { error, isPending, filterValues, refetch } = useListContext<FileRecord>();
  const { files, total, showMore, busy } = useShownFiles();
  const [view] = useStore<FileView>(FILE_VIEW_KEY, "grid");
  const canApprove = useCurrentUser().user?.is_admin === true;
  const actions = useFileActions();
  const [update] = useUpdate<LibraryFile>();
  const [renaming, setRenaming] = useState<LibraryFile | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [prepFor, setPrepFor] = useState<LibraryFile | null>(null);
  const searching = typeof filterValues.q === "string" && filterValues.q.trim() !== "";
  const filtered = Object.keys(filterValues).some((key) => key !== "folder_id");

  const onAction = (action: FileAction, file: LibraryFile) => {
    if (action === "rename") setRenaming(file);
    else if (action === "move") setMoving([file.id]);
    else if (action === "prep") setPrepFor(file);
    else if (action === "approve" || action === "reject")
      void actions.setApproval(file, action === "approve");
    else void actions.removeFile(file);
  };

  const rename = async (name: string) => {
    if (!renaming) return;
    await update(
      "File",
      { id: renaming.id, data: { name }, previousData: renaming },
      { mutationMode: "pessimistic", returnPromise: true },
    );
    notify(translate("app.library.list.renamed"), { type: "success" });
    refresh();
  };

  const empty = !isPending && !error && files.length === 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate("app.library.list.intro")}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate("app.library.list.upload_hint")}
      </Typography>
      <FileFolders />
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void refetch()}>{translate("ra.action.refresh")}</Button>}
        >
          {translate("app.library.list.load_error")}
        </Alert>
      ) : null}
      {empty ? (
        <Box sx={{ textAlign: "center", py: 6 }}>
          <FolderOpenIcon sx={{ fontSize: 48, color: "text.disabled" }} />
          <Typography variant="h6">
            {searching || filtered
              ? translate("app.library.list.no_results")
              : translate("app.library.list.empty")}
          </Typography>
          {!searching && !filtered && (
            <Typography color="text.secondary">{translate("app.library.list.empty_hint")}</Typography>
          )}
        </Box>
      ) : view === "table" ? (
        <DataTable<FileRecord> data={files} rowClick="edit" bulkActionButtons={bulkActions}>
          <DataTable.Col<FileRecord>
            label={translate("app.library.table.preview")}
            disableSort
            render={(file) => <FileThumb file={file} size={48} />}
            sx={{ width: 80 }}
          />
          <DataTable.Col<FileRecord> source="name" label={translate("app.library.table.name")} />
          <DataTable.Col<FileRecord>
            source="extension"
            label={translate("app.library.table.type")}
            render={(file) => file.extension.toUpperCase()}
          />
          <DataTable.Col<FileRecord>
            source="size"
            align="right"
            label={translate("app.library.table.size")}
            render={(file) => formatFileSize(file.size)}
          />
          <DataTable.Col<FileRecord>
            label={translate("app.library.table.status")}
            disableSort
            render={(file) => <FileChips file={file} />}
          />
          <DataTable.Col<FileRecord>
            source="created_at"
            label={translate("app.library.table.created_at")}
            render={(file) => formatDate(file.created_at)}
          />
        </DataTable>
      ) : (
        <>
          <BulkBarRow>{bulkActions}</BulkBarRow>
          <FileGrid files={files} onAction={onAction} canApprove={canApprove} />
        </>
      )}
      {!empty && !isPending && (
        <FileShowMore shown={files.length} total={total} busy={busy} onShowMore={showMore} />
      )}
      <NameDialog
        open={renaming !== null}
        title={translate("app.library.rename.title")}
        label={translate("app.library.folder.name")}
        submit={translate("app.library.folder.save")}
        initial={renaming?.name ?? ""}
        onClose={() => setRenaming(null)}
        onSubmit={rename}
      />
      <MoveDialog
        open={moving !== null}
        onClose={() => setMoving(null)}
        onMove={(target) => actions.move(moving ?? [], target)}
      />
      <PrepDialog file={prepFor} onClose={() => setPrepFor(null)} />
    </Box>
  );
}
