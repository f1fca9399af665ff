import { useState } from "react";
import { Dialog, DialogContent, DialogTitle, MenuItem, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWebsites } from "../../providers/activeWebsite";
import { DialogButtons } from "../../ui/DialogButtons";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import type { PaymentKind } from "../../domain/contracts/payment-accounts";

interface CopyAccountDialogProps {
  websiteId: number;
  kind: Extract<PaymentKind, "card" | "paypal">;
  second: boolean;
  onClose: () => void;
}

/** Uses this store's connected account in another store the user manages. */
export const CopyAccountDialog = ({ websiteId, kind, second, onClose }: CopyAccountDialogProps) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const { data: websites = [] } = useWebsites();
  const targets = websites.filter((w) => w.id !== websiteId && w.permissions.includes("edit_settings"));
  const [target, setTarget] = useState<number | "">("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const copy = async () => {
    if (target === "") {
      setError(translate("app.server.required"));
      return;
    }
    setPending(true);
    const outcome = await call(() => dataProvider.copyPaymentAccount(kind, websiteId, target, second));
    setPending(false);
    if (outcome.ok) onClose();
    else setError(Object.values(outcome.fields)[0] ?? outcome.message);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="copy-account-title">
      <DialogTitle id="copy-account-title">{translate("app.team.payments.copy_title")}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label={translate("app.team.payments.copy_target")}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
          error={Boolean(error)}
          helperText={
            error ?? (targets.length === 0 ? translate("app.team.payments.no_other_stores") : undefined)
          }
          sx={{ mt: 1 }}
        >
          {targets.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void copy()}
        submitLabel="app.team.payments.copy"
        pending={pending}
        submitDisabled={targets.length === 0}
      />
    </Dialog>
  );
};
