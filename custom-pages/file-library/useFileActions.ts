import { useCallback } from "react";
import { useNotify, useTranslate } from "react-admin";
import type { LibraryFile, LibraryFolder } from "../../domain/library";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { serverMessage } from "./serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/** The destructive and bulk library actions: each confirmed first, reported, then the list reloads. */
export function useFileActions(reload: () => Promise<void>, clearSelection: () => void) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();

  const fail = useCallback(
    (error: unknown) =>
      notify(serverMessage(error) ?? translate("app.library.editor.failed"), { type: "error" }),
    [notify, translate],
  );

  const removeFiles = useCallback(
    (files: LibraryFile[]) =>
      confirm({
        title:
          files.length === 1
            ? translate("app.library.file.confirm_delete", { name: files[0]!.name })
            : translate("app.library.list.confirm_delete_files", { smart_count: files.length }),
        content: translate(
          files.length === 1
            ? "app.library.file.confirm_delete_text"
            : "app.library.list.confirm_delete_files_text",
        ),
      }).then(async () => {
        try {
          const { message } = await dataProvider.deleteLibraryFiles(files.map((f) => f.id));
          notify(message, { type: "success" });
          clearSelection();
          await reload();
        } catch (error) {
          fail(error);
        }
      }, ignoreCanceled),
    [dataProvider, confirm, translate, notify, clearSelection, reload, fail],
  );

  const move = useCallback(
    async (ids: number[], folderId: number | null) => {
      try {
        const { message } = await dataProvider.moveLibraryFiles(ids, folderId);
        notify(message, { type: "success" });
        clearSelection();
        await reload();
      } catch (error) {
        fail(error);
      }
    },
    [dataProvider, notify, clearSelection, reload, fail],
  );

  const removeFolder = useCallback(
    (folder: LibraryFolder) =>
      confirm({
        title: translate("app.library.folder.confirm_delete", { name: folder.name }),
        content: translate("app.library.folder.confirm_delete_text"),
      }).then(async () => {
        try {
          const { message } = await dataProvider.deleteLibraryFolder(folder.id);
          notify(message, { type: "success" });
          await reload();
        } catch (error) {
          fail(error);
        }
      }, ignoreCanceled),
    [dataProvider, confirm, translate, notify, reload, fail],
  );

  const setApproval = useCallback(
    async (file: LibraryFile, approved: boolean) => {
      try {
        const { message } = await dataProvider.setFileApproval(file.id, approved);
        notify(message, { type: "success" });
        await reload();
      } catch (error) {
        fail(error);
      }
    },
    [dataProvider, notify, reload, fail],
  );

  return { removeFiles, move, removeFolder, setApproval };
}
