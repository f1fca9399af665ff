import { useState } from "react";
import {
  Autocomplete,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
} from "@mui/material";
import { Form, InputHelperText, useInput, useTranslate } from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import { emailOnlySchema } from "../../domain/validation";
import { useTransferCandidates, type Candidate } from "./useTransferCandidates";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { DialogButtons } from "../../ui/DialogButtons";
import { keepText } from "../../ui/fields/values";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useDialogSubmit } from "./useDialogSubmit";

interface TransferDialogProps {
  website: WebsiteRecord | null;
  isAdmin: boolean;
  onClose: () => void;
  onTransfer: (website: WebsiteRecord, email: string) => Promise<unknown>;
}

/** The server's email rule; the address goes out as typed (trimmed below). */
const checkTransfer = zodResolver(emailOnlySchema, undefined, { raw: true });

/** Give a store to another user (POST /api/transfer/website): pick a person or type their email. */
export const TransferDialog = ({ website, isAdmin, onClose, onTransfer }: TransferDialogProps) => {
  const translate = useTranslate();
  const { pending, run } = useDialogSubmit(onClose);
  return (
    <Dialog open={website !== null} onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.stores.transfer.title", { name: website?.name ?? "" })}</DialogTitle>
      {website ? (
        <TransferForm
          key={website.id}
          websiteId={website.id}
          isAdmin={isAdmin}
          pending={pending}
          onClose={onClose}
          save={(email) => run(() => onTransfer(website, email.trim()), "email")}
        />
      ) : null}
    </Dialog>
  );
};

const TransferForm = ({
  websiteId,
  isAdmin,
  pending,
  onClose,
  save,
}: {
  websiteId: number;
  isAdmin: boolean;
  pending: boolean;
  onClose: () => void;
  save: (email: string) => Promise<Record<string, string> | undefined>;
}) => {
  const translate = useTranslate();
  const resolver = useServerTextResolver(checkTransfer);
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState({ email: "" });
  return (
    <Form<{ email: string }>
      record={initial}
      resolver={resolver}
      // The resolver has passed an address.
      onSubmit={(values: FieldValues) => save(String(values.email))}
      noValidate
      // The error stays the answer to the last try until the next one, as typing does not check again.
      reValidateMode="onSubmit"
      disableInvalidFormNotification
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(isAdmin ? "app.stores.transfer.intro_admin" : "app.stores.transfer.intro")}
        </DialogContentText>
        <NewOwnerInput websiteId={websiteId} isAdmin={isAdmin} />
        {pending ? <LinearProgress sx={{ mt: 2 }} /> : null}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        submitLabel="app.stores.transfer.submit"
        pending={pending}
        color="warning"
      />
    </Form>
  );
};

/** The new owner's email: a person from the list, or any address typed. */
const NewOwnerInput = ({ websiteId, isAdmin }: { websiteId: number; isAdmin: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<string>({ source: "email", parse: keepText });
  const input = typeof field.value === "string" ? field.value : "";
  const { candidates, loading } = useTransferCandidates(websiteId, isAdmin, input);
  return (
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
      onInputChange={(_, value) => field.onChange(value)}
      onChange={(_, value) => {
        if (value && typeof value !== "string") field.onChange(value.email);
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
          name={field.name}
          inputRef={field.ref}
          label={translate("app.stores.transfer.user")}
          error={fieldState.invalid}
          helperText={
            <InputHelperText error={fieldState.error?.message} helperText="app.stores.transfer.help" />
          }
        />
      )}
    />
  );
};
