import { useState } from "react";
import { useListContext, useNotify, useTranslate } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CreateNewFolderIcon from "@mui/icons-material/CreateNewFolder";
import type { LibraryFolder } from "../../domain/library";
import { useAppDataProvider } from "../../providers/dataProvider";
import { GRID_SX } from "./FileGrid";
import { FolderTile } from "./FolderTile";
import { NameDialog } from "./NameDialog";
import { useFileActions } from "./useFileActions";
import { folderOf, useOpenFolder } from "./useOpenFolder";

type Naming = { kind: "new" } | { kind: "rename"; folder: LibraryFolder };

/**
 * The open folder of the store's library: the way back to the root, its sub-folders (open,
 * rename, delete) and a new folder. A search looks in every folder, so it shows no sub-folders.
 */
export function FileFolders() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const folderId = folderOf(filterValues);
  const searching = typeof filterValues.q === "string" && filterValues.q.trim() !== "";
  const openFolder = useOpenFolder();
  const actions = useFileActions();
  const [naming, setNaming] = useState<Naming | null>(null);
  const folders = useQuery({
    queryKey: ["File", "folders", folderId],
    queryFn: () => dataProvider.listLibrary({ folderId, search: "", accept: "any", page: 1, perPage: 1 }),
    enabled: !searching,
  });
  const trail = searching ? [] : (folders.data?.breadcrumbs ?? []);

  const saveName = async (name: string) => {
    if (!naming) return;
    const { message } =
      naming.kind === "new"
        ? await dataProvider.createLibraryFolder(name, folderId)
        : await dataProvider.renameLibraryFolder(naming.folder.id, name);
    notify(message, { type: "success" });
    await folders.refetch();
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1, mb: 1 }}>
        <Breadcrumbs sx={{ flex: 1 }}>
          {trail.length === 0 ? (
            <Typography color="text.primary">{translate("app.library.list.root")}</Typography>
          ) : (
            <Link component="button" type="button" onClick={() => openFolder(null)}>
              {translate("app.library.list.root")}
            </Link>
          )}
          {trail.map((f, i) =>
            i === trail.length - 1 ? (
              <Typography key={f.id} color="text.primary">
                {f.name}
              </Typography>
            ) : (
              <Link key={f.id} component="button" type="button" onClick={() => openFolder(f.id)}>
                {f.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        <Button startIcon={<CreateNewFolderIcon />} onClick={() => setNaming({ kind: "new" })}>
          {translate("app.library.list.new_folder")}
        </Button>
      </Stack>
      {!searching && (folders.data?.folders.length ?? 0) > 0 && (
        <Box sx={GRID_SX}>
          {folders.data?.folders.map((folder) => (
            <FolderTile
              key={folder.id}
              folder={folder}
              onOpen={(f) => openFolder(f.id)}
              onRename={(f) => setNaming({ kind: "rename", folder: f })}
              onDelete={(f) => void actions.removeFolder(f, () => void folders.refetch())}
            />
          ))}
        </Box>
      )}
      <NameDialog
        open={naming !== null}
        title={translate(
          naming?.kind === "rename" ? "app.library.folder.rename_title" : "app.library.folder.new_title",
        )}
        label={translate("app.library.folder.name")}
        submit={translate(
          naming?.kind === "rename" ? "app.library.folder.save" : "app.library.folder.create",
        )}
        initial={naming?.kind === "rename" ? naming.folder.name : ""}
        onClose={() => setNaming(null)}
        onSubmit={saveName}
      />
    </Box>
  );
}
