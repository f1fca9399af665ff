import { useEffect, useState, type FormEvent } from "react";
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { emailValid } from "./emailValid";
import { useTransferCandidates, type Candidate } from "./useTransferCandidates";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { useDialogSubmit } from "./useDialogSubmit";

interface TransferDialogProps {
  website: WebsiteRecord | null;
  isAdmin: boolean;
  onClose: () => void;
  onTransfer: (website: WebsiteRecord, email: string) => Promise<unknown>;
}

/** Give a store to another user (POST /api/transfer/website): pick a person or type their email. */
export const TransferDialog = ({ website, isAdmin, onClose, onTransfer }: TransferDialogProps) => {
  const translate = useTranslate();
  const [input, setInput] = useState("");
  const { error, setError, pending, run } = useDialogSubmit(onClose);
  const { candidates, loading } = useTransferCandidates(website?.id ?? null, isAdmin, input);

  useEffect(() => {
    setInput("");
    setError(null);
  }, [website, setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!website) return;
    const email = input.trim();
    if (!email) return setError(translate("app.stores.validation.required"));
    if (!emailValid(email)) return setError(translate("app.stores.validation.email"));
    await run(() => onTransfer(website, email), ["email"]);
  };

  return (
    <Dialog open={website !== null} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate("app.stores.transfer.title", { name: website?.name ?? "" })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(isAdmin ? "app.stores.transfer.intro_admin" : "app.stores.transfer.intro")}
          </DialogContentText>
          <Autocomplete<Candidate, false, false, true>
            freeSolo
            options={candidates}
            loading={loading}
            // Admin results are already filtered by the server; the team is short and filtered here.
            filterOptions={
              isAdmin
                ? (options) => options
                : (options, state) =>
                    options.filter((o) =>
                      `${o.name} ${o.email}`.toLowerCase().includes(state.inputValue.trim().toLowerCase()),
                    )
            }
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            onChange={(_, value) => {
              if (value && typeof value !== "string") setInput(value.email);
            }}
            getOptionLabel={(option) => (typeof option === "string" ? option : option.email)}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                {option.name} ({option.email})
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={translate("app.stores.transfer.user")}
                error={error !== null}
                helperText={error ?? translate("app.stores.transfer.help")}
              />
            )}
          />
          {pending ? <LinearProgress sx={{ mt: 2 }} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate("ra.action.cancel")}
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={pending}>
            {translate("app.stores.transfer.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
