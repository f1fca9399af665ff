import { Autocomplete, DialogContentText, TextField } from "@mui/material";
import { InputHelperText, useInput, useTranslate } from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import { emailOnlySchema } from "../../domain/validation";
import { useTransferCandidates, type Candidate } from "./useTransferCandidates";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { FormDialog } from "../../ui/FormDialog";
import { FormSavingProgress } from "../../ui/FormSavingProgress";
import { keepText } from "../../ui/fields/values";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useDialogSubmit } from "../../ui/useDialogSubmit";

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
  const submit = useDialogSubmit(onClose);
  const resolver = useServerTextResolver(checkTransfer);
  // The resolver has passed an address.
  const transfer = async (values: FieldValues) =>
    website ? submit(() => onTransfer(website, String(values.email).trim()), "email") : undefined;
  return (
    <FormDialog
      open={website !== null}
      onClose={onClose}
      title={translate("app.stores.transfer.title", { name: website?.name ?? "" })}
      record={{ email: "" }}
      resolver={resolver}
      reValidateMode="onSubmit"
      onSubmit={transfer}
      submitLabel="app.stores.transfer.submit"
      cancelLabel="ra.action.cancel"
      submitColor="warning"
      lockWhileSaving
      maxWidth="sm"
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate(isAdmin ? "app.stores.transfer.intro_admin" : "app.stores.transfer.intro")}
      </DialogContentText>
      {website ? <NewOwnerInput websiteId={website.id} isAdmin={isAdmin} /> : null}
      <FormSavingProgress label="app.stores.transfer.transferring" />
    </FormDialog>
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
