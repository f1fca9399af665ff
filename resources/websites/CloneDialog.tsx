import { useState } from "react";
import { Dialog, DialogContent, DialogContentText, DialogTitle, LinearProgress } from "@mui/material";
import { BooleanInput, Form, TextInput, useTranslate } from "react-admin";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { CloneInput } from "./useWebsiteActions";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { storeCreateSchema } from "../../domain/stores";
import { DialogButtons } from "../../ui/DialogButtons";
import { keepText } from "../../ui/fields/values";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { useDialogSubmit } from "./useDialogSubmit";

interface CloneDialogProps {
  website: WebsiteRecord | null;
  onClose: () => void;
  onClone: (website: WebsiteRecord, input: CloneInput) => Promise<unknown>;
}

/** The new store's rules, as the server checks them; the values go out as typed (trimmed below). */
const checkClone = zodResolver(storeCreateSchema, undefined, { raw: true });
type CloneValues = z.input<typeof storeCreateSchema>;

/** Copy a store: settings, pages, categories and products; the copy is the caller's, not launched. */
export const CloneDialog = ({ website, onClose, onClone }: CloneDialogProps) => {
  const translate = useTranslate();
  const { pending, run } = useDialogSubmit(onClose);
  return (
    <Dialog open={website !== null} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate("app.stores.clone.title", { name: website?.name ?? "" })}</DialogTitle>
      {website ? (
        <CloneForm
          key={website.id}
          website={website}
          pending={pending}
          onClose={onClose}
          save={(values) =>
            run(() => onClone(website, { name: values.name.trim(), is_demo: values.is_demo }), "name", [
              "link",
            ])
          }
        />
      ) : null}
    </Dialog>
  );
};

const CloneForm = ({
  website,
  pending,
  onClose,
  save,
}: {
  website: WebsiteRecord;
  pending: boolean;
  onClose: () => void;
  save: (values: CloneInput) => Promise<Record<string, string> | undefined>;
}) => {
  const translate = useTranslate();
  const resolver = useServerTextResolver(checkClone);
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<CloneValues>(() => ({
    name: translate("app.stores.clone.default_name", { name: website.name }).slice(0, 100),
    is_demo: false,
  }));
  return (
    <Form<CloneValues>
      record={initial}
      resolver={resolver}
      // The resolver has passed a name; the switch holds a boolean.
      onSubmit={(values: FieldValues) =>
        save({ name: String(values.name), is_demo: values.is_demo === true })
      }
      noValidate
      // The error stays the answer to the last try until the next one, as typing does not check again.
      reValidateMode="onSubmit"
      disableInvalidFormNotification
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate("app.stores.clone.intro")}</DialogContentText>
        <TextInput
          source="name"
          label="app.stores.fields.name"
          autoFocus
          parse={keepText}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <BooleanInput source="is_demo" label="app.stores.fields.is_demo" helperText={false} />
        {pending ? (
          <LinearProgress sx={{ mt: 2 }} aria-label={translate("app.stores.clone.copying")} />
        ) : null}
      </DialogContent>
      <DialogButtons onCancel={onClose} submitLabel="app.stores.clone.submit" pending={pending} />
    </Form>
  );
};
