import { DialogContentText } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { LibraryFile } from "../../domain/library";
import { PrepNoteInput } from "../../ui/files/PrepNoteInput";
import { FormDialog, type SaveOutcome } from "../../ui/FormDialog";
import { useServerErrors } from "../../ui/useServerErrors";
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
  const serverErrors = useServerErrors();

  const send = async (values: FieldValues): Promise<SaveOutcome> => {
    const note: unknown = values.note;
    if (!file || typeof note !== "string") return undefined;
    try {
      const { message } = await dataProvider.requestFilePrep(file.id, note);
      notify(message, { type: "success" });
      onSent?.();
      onClose();
      return undefined;
    } catch (failure) {
      // Every refusal is said under the note, the one field.
      const { message, fields } = serverErrors(failure, "app.library.editor.failed");
      return { note: fields.note ?? message };
    }
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
