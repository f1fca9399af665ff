import { BooleanInput, SelectInput, TextInput, useInput, useTranslate } from "react-admin";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import type { FieldSpec } from "../../ui/fields/fieldSpec";
import { ImagesField, type ImageValue } from "../../ui/fields/ImagesField";
import { LinksField, type LinkValue } from "../../ui/fields/LinksField";
import { PictureField } from "../../ui/fields/PictureField";
import { ProductsField } from "../../ui/fields/ProductsField";
import { RichTextField } from "../../ui/fields/RichTextField";
import { asArray, asString, fromLocalInput, keepText, toLocalInput } from "../../ui/fields/values";

/** The form's errors by dotted path ("links.0.url"), as the list fields show them per entry. */
export function flattenErrors(errors: unknown, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof errors !== "object" || errors === null) return out;
  for (const [key, value] of Object.entries(errors)) {
    if (key === "message" && typeof value === "string" && prefix) out[prefix] = value;
    else if (key !== "ref" && key !== "type" && key !== "types")
      Object.assign(out, flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/** A field of a kind that no stock input edits: rich text, pictures, dates and ordered lists. */
function WidgetInput({ field }: { field: FieldSpec }) {
  const translate = useTranslate();
  const { field: input, fieldState } = useInput({ source: field.name });
  const { setValue } = useFormContext();
  const { errors } = useFormState();
  const previewPath = field.name.endsWith("image") ? `${field.name}_url` : `${field.name}_src`;
  const preview: unknown = useWatch({ name: previewPath });
  const shown = (message: string) => translate(message, { _: message });
  const error = fieldState.error?.message ? shown(fieldState.error.message) : undefined;
  const nested = Object.fromEntries(
    Object.entries(flattenErrors(errors)).map(([key, message]) => [key, shown(message)]),
  );
  const label = translate(field.label);
  switch (field.type) {
    case "html":
      return (
        <RichTextField label={label} value={asString(input.value)} onChange={input.onChange} error={error} />
      );
    case "picture":
      return (
        <PictureField
          label={field.label}
          value={asString(input.value)}
          preview={typeof preview === "string" ? preview : null}
          error={error}
          onChange={(url, seen) => {
            input.onChange(url);
            setValue(previewPath, seen);
          }}
        />
      );
    case "products":
      return (
        <ProductsField
          label={field.label}
          value={asArray(input.value).filter((v): v is number => typeof v === "number")}
          onChange={input.onChange}
          errors={nested}
        />
      );
    case "images":
      return (
        <ImagesField
          label={field.label}
          value={asArray(input.value) as ImageValue[]}
          onChange={input.onChange}
          errors={nested}
        />
      );
    case "links":
      return (
        <LinksField
          label={field.label}
          value={asArray(input.value) as LinkValue[]}
          onChange={input.onChange}
          errors={nested}
        />
      );
    default:
      return (
        <TextField
          type="datetime-local"
          label={label}
          value={toLocalInput(input.value)}
          onChange={(e) => input.onChange(fromLocalInput(e.target.value))}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
      );
  }
}

/** One field of a content form by its spec: react-admin's inputs where one fits, else the kind's widget. */
export function ContentInput({ field }: { field: FieldSpec }) {
  switch (field.type) {
    case "text":
    case "slug":
    case "textarea":
      return (
        <TextInput
          source={field.name}
          label={field.label}
          helperText={field.helper ?? false}
          parse={keepText}
          multiline={field.type === "textarea"}
          minRows={field.type === "textarea" ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
    case "switch":
      return <BooleanInput source={field.name} label={field.label} />;
    case "select":
      return (
        <SelectInput
          source={field.name}
          label={field.label}
          choices={(field.options ?? []).map((o) => ({ id: o.value, name: o.label }))}
          parse={keepText}
          sx={{ maxWidth: 320 }}
        />
      );
    default:
      return (
        <Box sx={{ width: "100%", mb: 2 }}>
          <WidgetInput field={field} />
        </Box>
      );
  }
}
