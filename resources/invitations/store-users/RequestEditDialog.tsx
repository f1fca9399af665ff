import { useState } from "react";
import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWebsites } from "../../../providers/activeWebsite";
import { DialogButtons } from "../../../ui/DialogButtons";
import type { JoinRequest } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useRequestsChanged } from "./useRequests";

const PLATFORM = "platform";

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
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useRequestsChanged();
  const { data: websites = [] } = useWebsites();
  const [name, setName] = useState(request.name);
  const [company, setCompany] = useState(request.company ?? "");
  const [message, setMessage] = useState(request.message ?? "");
  const [target, setTarget] = useState<string>(String(request.website_id ?? PLATFORM));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const stores = websites.filter(
    (w) => w.permissions.includes("edit_settings") || w.id === request.website_id,
  );

  const save = async () => {
    setPending(true);
    setError(null);
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
    setFields(outcome.fields);
    if (Object.keys(outcome.fields).length === 0) setError(outcome.message);
  };

  const field = (key: "name" | "company" | "message", value: string, set: (next: string) => void) => (
    <TextField
      fullWidth
      size="small"
      multiline={key === "message"}
      minRows={key === "message" ? 3 : undefined}
      label={translate(`app.team.request_edit.${key}`)}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(fields[key])}
      helperText={fields[key]}
      disabled={pending}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-edit-title">
      <DialogTitle id="request-edit-title">{translate("app.team.request_edit.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field("name", name, setName)}
          {field("company", company, setCompany)}
          {field("message", message, setMessage)}
          <TextField
            select
            fullWidth
            size="small"
            label={translate("app.team.request_edit.forward")}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            error={Boolean(fields.website_id)}
            helperText={fields.website_id ?? translate("app.team.request_edit.forward_help")}
            disabled={pending}
          >
            <MenuItem value={PLATFORM}>{translate("app.team.request_edit.platform")}</MenuItem>
            {stores.map((w) => (
              <MenuItem key={w.id} value={String(w.id)}>
                {w.name}
              </MenuItem>
            ))}
          </TextField>
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
    </Dialog>
  );
};
