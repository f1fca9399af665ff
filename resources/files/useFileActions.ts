import { useCallback } from "react";
import { useDelete, useNotify, useRefresh, useTranslate, useUnselectAll } from "react-admin";
import type { LibraryFile, LibraryFolder } from "../../domain/library";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { serverMessage } from "../../ui/files/serverError";
import { useAppDataProvider } from "../../providers/dataProvider";

/**
 * The store library's actions on one file or folder and the move of several files: destructive
 * ones are confirmed first; each is reported, then the list reloads.
 */
export function useFileActions() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll("File");
  const [deleteOne] = useDelete<LibraryFile>();

  const fail = useCallback(
    (error: unknown) =>
      notify(serverMessage(error) ?? translate("app.library.editor.failed"), { type: "error" }),
    [notify, translate],
  );

  const removeFile = useCallback(
    (file: LibraryFile) =>
      confirm({
        title: translate("app.library.file.confirm_delete", { name: file.name }),
        content: translate("app.library.file.confirm_delete_text"),
      }).then(async () => {
        try {
          await deleteOne(
            "File",
            { id: file.id, previousData: file },
            { mutationMode: "pessimistic", returnPromise: true },
          );
          notify(translate("app.library.list.deleted"), { type: "success" });
          unselectAll();
        } catch (error) {
          fail(error);
        }
      }, ignoreCanceled),
    [confirm, translate, deleteOne, notify, unselectAll, fail],
  );

  const move = useCallback(
    async (ids: number[], folderId: number | null) => {
      try {
        const { message } = await dataProvider.moveLibraryFiles(ids, folderId);
        notify(message, { type: "success" });
        unselectAll();
        refresh();
      } catch (error) {
        fail(error);
      }
    },
    [dataProvider, notify, unselectAll, refresh, fail],
  );

  const removeFolder = useCallback(
    (folder: LibraryFolder, onRemoved: () => void) =>
      confirm({
        title: translate("app.library.folder.confirm_delete", { name: folder.name }),
        content: translate("app.library.folder.confirm_delete_text"),
      }).then(async () => {
        try {
          const { message } = await dataProvider.deleteLibraryFolder(folder.id);
          notify(message, { type: "success" });
          onRemoved();
          refresh();
        } catch (error) {
          fail(error);
        }
      }, ignoreCanceled),
    [dataProvider, confirm, translate, notify, refresh, fail],
  );

  const setApproval = useCallback(
    async (file: LibraryFile, approved: boolean) => {
      try {
        const { message } = await dataProvider.setFileApproval(file.id, approved);
        notify(message, { type: "success" });
        refresh();
      } catch (error) {
        fail(error);
      }
    },
    [dataProvider, notify, refresh, fail],
  );

  return { removeFile, move, removeFolder, setApproval };
}
