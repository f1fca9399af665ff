import { Alert } from "@mui/material";
import { SelectInput, useNotify, useTranslate } from "react-admin";
import { useWatch, type FieldValues } from "react-hook-form";
import { FILE_PREP_STATUSES, type FilePrepRequest, type FilePrepStatus } from "../../domain/library";
import { PrepNoteInput } from "../../ui/files/PrepNoteInput";
import { FormDialog, type SaveOutcome } from "../../ui/FormDialog";
import { useServerErrors } from "../../ui/useServerErrors";
import { useAppDataProvider } from "../../providers/dataProvider";

const T = (key: string) => `app.library.prep_admin.status_dialog.${key}`;

/** Only a pending request can still be cancelled (the server refuses the rest with prepClosed). */
function choices(current: FilePrepStatus) {
  return FILE_PREP_STATUSES.filter((s) => s !== "cancelled" || current === "pending" || current === s).map(
    (s) => ({ id: s, name: `app.library.prep.status.${s}` }),
  );
}

const isStatus = (value: unknown): value is FilePrepStatus =>
  FILE_PREP_STATUSES.some((status) => status === value);

/** The print team moves a request along and leaves the store a note; Save is the confirmation. */
export function PrepStatusDialog({
  request,
  onClose,
  onSaved,
}: {
  request: FilePrepRequest | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverErrors = useServerErrors();

  const save = async (values: FieldValues): Promise<SaveOutcome> => {
    const { status, admin_note: note } = values;
    if (!request || !isStatus(status) || typeof note !== "string") return undefined;
    try {
      const { message } = await dataProvider.updateFilePrepRequest(request.id, {
        status,
        admin_note: note.trim() || null,
      });
      notify(message, { type: "success" });
      onSaved();
      onClose();
      return undefined;
    } catch (failure) {
      // The note's own error beside it; the status says the rest (its own error, else the failure's).
      const { message, fields } = serverErrors(failure, "app.library.prep_admin.failed");
      const statusError = fields.status ?? message;
      const noteError = fields.admin_note;
      return {
        status: statusError,
        ...(noteError !== undefined && noteError !== statusError ? { admin_note: noteError } : {}),
      };
    }
  };

  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={request ? translate(T("title"), { id: request.id, store: request.website_name }) : ""}
      record={{ status: request?.status ?? "pending", admin_note: request?.admin_note ?? "" }}
      onSubmit={save}
      submitLabel={T("save")}
      cancelLabel={T("cancel")}
      maxWidth="sm"
    >
      <SelectInput
        source="status"
        label={T("status")}
        choices={choices(request?.status ?? "pending")}
        // A request always has a status: no empty choice.
        isRequired
        margin="dense"
        helperText=" "
      />
      <PrepNoteInput source="admin_note" label={T("admin_note")} minRows={3} margin="dense" helperText=" " />
      <RejectWarning was={request?.status} />
    </FormDialog>
  );
}

/** Rejecting is said once more before Save: the store sees it with the note. */
const RejectWarning = ({ was }: { was: FilePrepStatus | undefined }) => {
  const translate = useTranslate();
  const status = useWatch({ name: "status" });
  return status === "rejected" && was !== "rejected" ? (
    <Alert severity="warning">{translate(T("reject_warning"))}</Alert>
  ) : null;
};
