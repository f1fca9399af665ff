import { useRef, useState } from "react";
import { Box, Button, DialogContentText, FormHelperText, LinearProgress, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/Upload";
import { InputHelperText, required, useInput, useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import type { FilePrepRequest } from "../../domain/library";
import { asIs } from "../../ui/fields/values";
import { PrepNoteInput } from "../../ui/files/PrepNoteInput";
import { FormDialog, type SaveOutcome } from "../../ui/FormDialog";
import { useDialogSubmit } from "../../ui/useDialogSubmit";
import { useAppDataProvider } from "../../providers/dataProvider";

const ACCEPT = ".png,.jpg,.jpeg,.pdf,.eps,.ai,.dst,.emb";
const T = (key: string) => `app.library.prep_admin.deliver_dialog.${key}`;
const chooseFirst = required(T("required"));

/** The print team uploads the prepared file (with progress) into the requesting store's library. */
export function DeliverDialog({
  request,
  onClose,
  onDelivered,
}: {
  request: FilePrepRequest | null;
  onClose: () => void;
  onDelivered: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const submitOne = useDialogSubmit(onClose);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (values: FieldValues): Promise<SaveOutcome> => {
    const { file, admin_note: note } = values;
    if (!request || !(file instanceof File) || typeof note !== "string") return undefined;
    setProgress(0);
    try {
      // The upload's refusal of the file (files.0), else the failure's message, under the file.
      return await submitOne(
        async () => {
          const { message } = await dataProvider.deliverPrepFile(request.id, file, note.trim(), setProgress);
          notify(message, { type: "success" });
          onDelivered();
        },
        "file",
        ["files.0"],
        "app.library.upload.failed",
      );
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={translate(T("title"))}
      record={{ file: null, admin_note: request?.admin_note ?? "" }}
      onSubmit={send}
      submitLabel={T("send")}
      cancelLabel={T("cancel")}
      lockWhileSaving
      maxWidth="sm"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate(T("intro"), { store: request?.website_name ?? "" })}
      </DialogContentText>
      <PreparedFileInput disabled={uploading} />
      <PrepNoteInput
        source="admin_note"
        label={T("admin_note")}
        minRows={2}
        margin="dense"
        helperText={false}
        disabled={uploading}
      />
      {uploading ? (
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={progress * 100} aria-label={translate(T("send"))} />
          <Typography variant="caption">
            {translate(T("uploading"), { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      ) : null}
    </FormDialog>
  );
}

/** The prepared file: a button opens the file chooser, the chosen name and its error stand below. */
const PreparedFileInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const chooser = useRef<HTMLInputElement>(null);
  const { id, field, fieldState } = useInput({
    source: "file",
    validate: chooseFirst,
    format: asIs,
    parse: asIs,
  });
  const file: unknown = field.value;
  const helperId = `${id}-helper-text`;
  return (
    <>
      <input
        ref={chooser}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={translate(T("choose"))}
        aria-invalid={fieldState.invalid}
        aria-describedby={helperId}
        onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
      />
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => chooser.current?.click()}
        disabled={disabled}
      >
        {translate(T("choose"))}
      </Button>
      {file instanceof File ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(T("chosen"), { name: file.name })}
        </Typography>
      ) : null}
      <FormHelperText id={helperId} error={fieldState.invalid} sx={{ minHeight: 20 }}>
        <InputHelperText error={fieldState.error?.message} helperText=" " />
      </FormHelperText>
    </>
  );
};
