import { DialogContentText } from "@mui/material";
import { BooleanInput, TextInput, useTranslate } from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { CloneInput } from "./useWebsiteActions";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { storeCreateSchema } from "../../domain/stores";
import { FormDialog } from "../../ui/FormDialog";
import { FormSavingProgress } from "../../ui/FormSavingProgress";
import { keepText } from "../../ui/fields/values";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useDialogSubmit } from "../../ui/useDialogSubmit";

interface CloneDialogProps {
  website: WebsiteRecord | null;
  onClose: () => void;
  onClone: (website: WebsiteRecord, input: CloneInput) => Promise<unknown>;
}

/** The new store's rules, as the server checks them; the values go out as typed (trimmed below). */
const checkClone = zodResolver(storeCreateSchema, undefined, { raw: true });

/** Copy a store: settings, pages, categories and products; the copy is the caller's, not launched. */
export const CloneDialog = ({ website, onClose, onClone }: CloneDialogProps) => {
  const translate = useTranslate();
  const submit = useDialogSubmit(onClose);
  const resolver = useServerTextResolver(checkClone);
  const name = website
    ? translate("app.stores.clone.default_name", { name: website.name }).slice(0, 100)
    : "";
  // The resolver has passed a name; the switch holds a boolean.
  const clone = async (values: FieldValues) =>
    website
      ? submit(
          () => onClone(website, { name: String(values.name).trim(), is_demo: values.is_demo === true }),
          "name",
          ["link"],
        )
      : undefined;
  return (
    <FormDialog
      open={website !== null}
      onClose={onClose}
      title={translate("app.stores.clone.title", { name: website?.name ?? "" })}
      record={{ name, is_demo: false }}
      resolver={resolver}
      reValidateMode="onSubmit"
      onSubmit={clone}
      submitLabel="app.stores.clone.submit"
      cancelLabel="ra.action.cancel"
      lockWhileSaving
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>{translate("app.stores.clone.intro")}</DialogContentText>
      <TextInput
        source="name"
        label="app.stores.fields.name"
        autoFocus
        parse={keepText}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <BooleanInput source="is_demo" label="app.stores.fields.is_demo" helperText={false} />
      <FormSavingProgress label="app.stores.clone.copying" />
    </FormDialog>
  );
};
