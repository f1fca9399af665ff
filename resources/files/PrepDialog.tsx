import { DialogContentText } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { LibraryFile } from "../../domain/library";
import { PrepNoteInput } from "../../ui/files/PrepNoteInput";
import { FormDialog, type SaveOutcome } from "../../ui/FormDialog";
import { useDialogSubmit } from "../../ui/useDialogSubmit";
import { useAppDataProvider } from "../../providers/dataProvider";

/** Asks the artwork team to prepare a file for production. */
export function PrepDialog({
  file,
  onClose,
  onSent,
}: {
  file: LibraryFile | null;
  onClose: () => void;
  onSent?: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const submitOne = useDialogSubmit(onClose);

  const send = async (values: FieldValues): Promise<SaveOutcome> => {
    const note: unknown = values.note;
    if (!file || typeof note !== "string") return undefined;
    // Every refusal is said under the note, the one field.
    return submitOne(
      async () => {
        const { message } = await dataProvider.requestFilePrep(file.id, note);
        notify(message, { type: "success" });
        onSent?.();
      },
      "note",
      [],
      "app.library.editor.failed",
    );
  };

  return (
    <FormDialog
      open={file !== null}
      onClose={onClose}
      title={translate("app.library.prep.title")}
      record={{ note: "" }}
      onSubmit={send}
      submitLabel="app.library.prep.send"
      cancelLabel="app.library.prep.cancel"
      maxWidth="sm"
    >
      <DialogContentText sx={{ mb: 2 }}>{translate("app.library.prep.intro")}</DialogContentText>
      <PrepNoteInput source="note" label="app.library.prep.note" minRows={3} helperText={file?.name ?? " "} />
    </FormDialog>
  );
}
