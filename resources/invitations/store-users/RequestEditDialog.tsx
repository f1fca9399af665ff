import { useState } from "react";
import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import { Form, TextInput, useInput, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { keepText } from "../../../ui/fields/values";
import { useWebsites } from "../../../providers/activeWebsite";
import { DialogButtons } from "../../../ui/DialogButtons";
import type { JoinRequest } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useRequestsChanged } from "./useRequests";

const PLATFORM = "platform";

/**
 * The request's texts as typed, and who handles it: "platform" or a store's id as text. Nothing
 * is checked before the call: the server answers beside each field.
 */
type RequestForm = { name: string; company: string; message: string; website_id: string };

interface RequestEditDialogProps {
  request: JoinRequest;
  onClose: () => void;
}

/**
 * Edit a request (name, company, message) or forward it (PUT /api/invitation/update/request): to
 * another store the user manages, or back to the platform admins.
 */
export const RequestEditDialog = ({ request, onClose }: RequestEditDialogProps) => {
  const translate = useTranslate();
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<RequestForm>(() => ({
    name: request.name,
    company: request.company ?? "",
    message: request.message ?? "",
    website_id: String(request.website_id ?? PLATFORM),
  }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-edit-title">
      <DialogTitle id="request-edit-title">{translate("app.team.request_edit.title")}</DialogTitle>
      <Form<RequestForm> record={initial} noValidate disableInvalidFormNotification>
        <RequestEditForm request={request} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const RequestEditForm = ({ request, onClose }: RequestEditDialogProps) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useRequestsChanged();
  const { handleSubmit, setError } = useFormContext<RequestForm>();
  // The call's message when it names no field.
  const [error, setDialogError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = handleSubmit(async ({ name, company, message, website_id: target }) => {
    setPending(true);
    setDialogError(null);
    const forward = target === PLATFORM ? null : Number(target);
    const outcome = await call(() =>
      dataProvider.updateStoreJoinRequest({
        id: request.id,
        name,
        company: company.trim() || null,
        message: message.trim() || null,
        ...(forward !== request.website_id ? { website_id: forward } : {}),
      }),
    );
    setPending(false);
    if (outcome.ok) {
      await changed();
      onClose();
      return;
    }
    for (const key of ["name", "company", "message", "website_id"] as const) {
      const text = outcome.fields[key];
      if (text !== undefined) setError(key, { type: "server", message: text });
    }
    if (Object.keys(outcome.fields).length === 0) setDialogError(outcome.message);
  });

  const field = (key: "name" | "company" | "message") => (
    <TextInput
      source={key}
      fullWidth
      size="small"
      multiline={key === "message"}
      minRows={key === "message" ? 3 : undefined}
      label={`app.team.request_edit.${key}`}
      parse={keepText}
      helperText={false}
      disabled={pending}
    />
  );

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field("name")}
          {field("company")}
          {field("message")}
          <ForwardInput request={request} pending={pending} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void save()}
        submitLabel="ra.action.save"
        pending={pending}
      />
    </>
  );
};

/**
 * The form's `website_id`: the platform admins, or a store the user manages (offered as they
 * load). `pending` only greys the picker (react-hook-form would leave a disabled field's value out
 * of the submission).
 */
const ForwardInput = ({ request, pending }: { request: JoinRequest; pending: boolean }) => {
  const translate = useTranslate();
  const { data: websites = [] } = useWebsites();
  const { field, fieldState } = useInput<string>({ source: "website_id" });
  const stores = websites.filter(
    (w) => w.permissions.includes("edit_settings") || w.id === request.website_id,
  );
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={translate("app.team.request_edit.forward")}
      value={typeof field.value === "string" ? field.value : PLATFORM}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? translate("app.team.request_edit.forward_help")}
      disabled={pending}
    >
      <MenuItem value={PLATFORM}>{translate("app.team.request_edit.platform")}</MenuItem>
      {stores.map((w) => (
        <MenuItem key={w.id} value={String(w.id)}>
          {w.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
