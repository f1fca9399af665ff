import { useEffect, useRef, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import { BooleanInput, Form, SelectArrayInput, SelectInput, useNotify, useTranslate } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { VARIANT_ERROR_MS } from "../../../domain/variants";
import { useServerErrors } from "../../../ui/useServerErrors";
import { AttributeRows } from "./AttributeRows";
import { useEditor } from "./EditorContext";
import type { EditorVariant } from "./types";
import {
  dialogValues,
  isDialogValues,
  variantErrorKey,
  variantResolver,
  type DialogValues,
} from "./variantDialogState";
import { useAppDataProvider } from "../../../providers/dataProvider";

const D = (key: string) => `app.productEditor.dialog.${key}`;
const choicesOf = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

/** The single select holds one of the form's list (its first), and puts the choice back as a list. */
const firstOf = (value: unknown): string =>
  Array.isArray(value) && typeof value[0] === "string" ? value[0] : "";
const listOf = (value: string): string[] => (value === "" ? [] : [value]);

/** Variant dialog: add or edit, grouped mode for colours x sizes, custom attributes. */
export const VariantDialog = ({
  variant,
  onClose,
}: {
  variant: EditorVariant | null;
  onClose: () => void;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverErrors = useServerErrors();
  const { product, replace } = useEditor();
  // The form's record stays the one first read: a new record would reset the form.
  const [initial] = useState(() => dialogValues(variant));
  const [resolver] = useState(() => variantResolver(product));

  const save = async (values: Record<string, unknown>) => {
    // The resolver has passed these values.
    if (!isDialogValues(values)) return undefined;
    try {
      const res = await dataProvider.saveProductVariant(product.id, {
        variant_id: variant?.id,
        grouped: values.grouped,
        colors: values.colors,
        sizes: values.sizes,
        attributes: values.attributes.map((a) => ({ ...a, custom: true })),
      });
      replace({ ...product, variants: res.variants });
      notify("app.productEditor.saved", { type: "success" });
      onClose();
      return undefined;
    } catch (error) {
      const { message, fields } = serverErrors(error, "app.productEditor.save_failed");
      // Each field's error beside it; the pair's own ("variant"), else the failure's message, in the alert.
      return Object.fromEntries(
        Object.entries({ variant: message, ...fields }).map(([field, text]) => [
          field,
          variantErrorKey(text),
        ]),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(variant ? D("edit_title") : D("add_title"))}</DialogTitle>
      <Form<DialogValues>
        record={initial}
        resolver={resolver}
        onSubmit={save}
        noValidate
        // The errors are the answer to Save, shown for a while: typing does not check again.
        reValidateMode="onSubmit"
        // Each refused field says why beside it, the rest in the alert; no toast on top.
        disableInvalidFormNotification
      >
        <VariantFields adding={variant === null} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const VariantFields = ({ adding, onClose }: { adding: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { product } = useEditor();
  const { clearErrors } = useFormContext<DialogValues>();
  // Untyped: the pair's own error ("variant") has no field of its own.
  const { errors, submitCount, isSubmitting } = useFormState();
  const grouped = useWatch<DialogValues, "grouped">({ name: "grouped" });
  const body = useRef<HTMLDivElement>(null);
  const shown = Object.keys(errors).length > 0;

  // Errors clear after 5 s; the first invalid field is scrolled into view. Each Save starts again.
  useEffect(() => {
    if (!shown) return;
    body.current
      ?.querySelector('[aria-invalid="true"], [role="alert"]')
      ?.scrollIntoView?.({ block: "center" });
    const timer = setTimeout(() => clearErrors(), VARIANT_ERROR_MS);
    return () => clearTimeout(timer);
  }, [shown, submitCount, clearErrors]);

  const colorChoices = choicesOf(product.supplier?.colors.map((c) => c.name) ?? product.colors);
  const sizeChoices = choicesOf(product.supplier?.sizes ?? product.sizes);
  // Colour and size names are shown as they are; every colour and size is needed.
  const common = { translateChoice: false, isRequired: true } as const;
  const pairMessage = errors.variant?.message;
  const pairError = typeof pairMessage === "string" ? pairMessage : undefined;
  return (
    <>
      <DialogContent ref={body}>
        <Stack spacing={2} pt={1}>
          {adding ? <BooleanInput source="grouped" label={D("grouped")} helperText={false} /> : null}
          {grouped ? (
            <>
              <SelectArrayInput source="colors" label={D("colors")} choices={colorChoices} {...common} />
              <SelectArrayInput source="sizes" label={D("sizes")} choices={sizeChoices} {...common} />
            </>
          ) : (
            <>
              <SelectInput
                source="colors"
                label="app.productEditor.variants.color"
                choices={colorChoices}
                format={firstOf}
                parse={listOf}
                {...common}
              />
              <SelectInput
                source="sizes"
                label="app.productEditor.variants.size"
                choices={sizeChoices}
                format={firstOf}
                parse={listOf}
                {...common}
              />
            </>
          )}
          <Typography variant="subtitle2">{translate(D("attributes"))}</Typography>
          <AttributeRows />
          {pairError ? <Alert severity="error">{translate(pairError, { _: pairError })}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.productEditor.cancel")}</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate(D("save"))}
        </Button>
      </DialogActions>
    </>
  );
};
