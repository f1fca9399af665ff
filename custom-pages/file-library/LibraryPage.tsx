import { useCallback, useState } from "react";
import { Title, useNotify, useTranslate } from "react-admin";
import { useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import type { LibraryFile, LibraryFolder } from "../../domain/library";
import { useDebouncedValue } from "../../ui/useDebouncedValue";
import { useCurrentUser } from "../../ui/useCurrentUser";
import type { FileAction } from "./FileCard";
import { FileGrid, GRID_SX } from "./FileGrid";
import { FolderTile } from "./FolderTile";
import { LibraryToolbar } from "./LibraryToolbar";
import { MoveDialog } from "./MoveDialog";
import { NameDialog } from "./NameDialog";
import { PrepDialog } from "./PrepDialog";
import { useFileActions } from "./useFileActions";
import { useLibraryFiles } from "./useLibraryFiles";
import { useAppDataProvider } from "../../providers/dataProvider";

type Naming =
  { kind: "new-folder" } | { kind: "folder"; folder: LibraryFolder } | { kind: "file"; file: LibraryFile };

/** /files: the store's file library. The open folder is in ?folder=. */
export default function LibraryPage() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const folderId = Number(params.get("folder")) || null;
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim());
  const library = useLibraryFiles(folderId, search, "any");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [naming, setNaming] = useState<Naming | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [prepFor, setPrepFor] = useState<LibraryFile | null>(null);

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const actions = useFileActions(library.reload, clearSelection);
  const canApprove = useCurrentUser().user?.is_admin === true;

  const openFolder = (id: number | null) => {
    clearSelection();
    setTerm("");
    setParams(id === null ? {} : { folder: String(id) });
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onAction = (action: FileAction, file: LibraryFile) => {
    if (action === "rename") setNaming({ kind: "file", file });
    else if (action === "move") setMoving([file.id]);
    else if (action === "prep") setPrepFor(file);
    else if (action === "approve" || action === "reject")
      void actions.setApproval(file, action === "approve");
    else void actions.removeFiles([file]);
  };

  const saveName = async (name: string) => {
    if (!naming) return;
    const { message } =
      naming.kind === "new-folder"
        ? await dataProvider.createLibraryFolder(name, folderId)
        : naming.kind === "folder"
          ? await dataProvider.renameLibraryFolder(naming.folder.id, name)
          : await dataProvider.updateLibraryFile(naming.file.id, { name });
    notify(message, { type: "success" });
    await library.reload();
  };

  const selectedFiles = (library.files ?? []).filter((f) => selected.has(f.id));
  const empty = library.files !== null && library.files.length === 0 && library.folders.length === 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate("app.library.page.files")} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("app.library.list.intro")}
      </Typography>
      <LibraryToolbar
        search={term}
        onSearch={setTerm}
        breadcrumbs={search ? [] : library.breadcrumbs}
        onOpenFolder={openFolder}
        onNewFolder={() => setNaming({ kind: "new-folder" })}
        folderId={folderId}
        onUploaded={() => void library.reload()}
      />
      {library.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void library.reload()}>{translate("ra.action.refresh")}</Button>}
        >
          {translate("app.library.list.load_error")}
        </Alert>
      )}
      {selected.size > 0 && (
        <Paper variant="outlined" sx={{ p: 1, mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography sx={{ flex: 1 }}>
              {translate("app.library.list.selected", { smart_count: selected.size })}
            </Typography>
            <Button onClick={() => setMoving([...selected])}>
              {translate("app.library.list.move_selected")}
            </Button>
            <Button color="error" onClick={() => void actions.removeFiles(selectedFiles)}>
              {translate("app.library.list.delete_selected")}
            </Button>
            <Button onClick={clearSelection}>{translate("app.library.list.clear_selection")}</Button>
          </Stack>
        </Paper>
      )}
      {!search && library.folders.length > 0 && (
        <Box sx={{ ...GRID_SX, mb: 2 }}>
          {library.folders.map((folder) => (
            <FolderTile
              key={folder.id}
              folder={folder}
              onOpen={(f) => openFolder(f.id)}
              onRename={(f) => setNaming({ kind: "folder", folder: f })}
              onDelete={(f) => void actions.removeFolder(f)}
            />
          ))}
        </Box>
      )}
      {empty && !library.error ? (
        <Box sx={{ textAlign: "center", py: 6 }}>
          <FolderOpenIcon sx={{ fontSize: 48, color: "text.disabled" }} />
          <Typography variant="h6">
            {search ? translate("app.library.list.no_results") : translate("app.library.list.empty")}
          </Typography>
          {!search && (
            <Typography color="text.secondary">{translate("app.library.list.empty_hint")}</Typography>
          )}
        </Box>
      ) : (
        <FileGrid
          files={library.files}
          total={library.total}
          selected={selected}
          onToggle={toggle}
          onAction={onAction}
          canApprove={canApprove}
          hasMore={library.hasMore}
          loadingMore={library.loadingMore}
          onShowMore={() => void library.showMore()}
        />
      )}
      <NameDialog
        open={naming !== null}
        title={translate(
          naming?.kind === "file"
            ? "app.library.rename.title"
            : naming?.kind === "folder"
              ? "app.library.folder.rename_title"
              : "app.library.folder.new_title",
        )}
        label={translate("app.library.folder.name")}
        submit={translate(
          naming?.kind === "new-folder" ? "app.library.folder.create" : "app.library.folder.save",
        )}
        initial={
          naming?.kind === "file" ? naming.file.name : naming?.kind === "folder" ? naming.folder.name : ""
        }
        onClose={() => setNaming(null)}
        onSubmit={saveName}
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
