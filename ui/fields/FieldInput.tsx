import { useTranslate } from "react-admin";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { FieldSpec } from "./fieldSpec";
import { asArray, asString, fromLocalInput, getPath, setPath, toLocalInput, type Values } from "./values";
import { ImagesField, type ImageValue } from "./ImagesField";
import { LinksField, type LinkValue } from "./LinksField";
import { PictureField } from "./PictureField";
import { ProductsField } from "./ProductsField";
import { RichTextField } from "./RichTextField";

export interface FieldInputProps {
  field: FieldSpec;
  values: Values;
  onValues: (next: Values) => void;
  errors: Record<string, string>;
}

/** One field of a content editor, by its spec; the server's error for it shows under it. */
export function FieldInput({ field, values, onValues, errors }: FieldInputProps) {
  const translate = useTranslate();
  const value = getPath(values, field.name);
  const set = (next: unknown) => onValues(setPath(values, field.name, next));
  const error = errors[field.name];
  const label = translate(field.label);
  switch (field.type) {
    case "switch":
      return (
        <FormControlLabel
          control={<Switch checked={value === true} onChange={(e) => set(e.target.checked)} />}
          label={label}
        />
      );
    case "picture": {
      const previewPath = field.name.endsWith("image") ? `${field.name}_url` : `${field.name}_src`;
      const preview = getPath(values, previewPath);
      return (
        <PictureField
          label={field.label}
          value={asString(value)}
          preview={typeof preview === "string" ? preview : null}
          error={error}
          onChange={(url, shown) => onValues(setPath(setPath(values, field.name, url), previewPath, shown))}
        />
      );
    }
    case "products":
      return (
        <ProductsField
          label={field.label}
          value={asArray(value).filter((v): v is number => typeof v === "number")}
          onChange={set}
          errors={errors}
        />
      );
    case "images":
      return (
        <ImagesField
          label={field.label}
          value={asArray(value) as ImageValue[]}
          onChange={set}
          errors={errors}
        />
      );
    case "links":
      return (
        <LinksField
          label={field.label}
          value={asArray(value) as LinkValue[]}
          onChange={set}
          errors={errors}
        />
      );
    case "select":
      return (
        <TextField
          select
          label={label}
          value={asString(value)}
          onChange={(e) => set(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          sx={{ maxWidth: 320 }}
        >
          {(field.options ?? []).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {translate(o.label)}
            </MenuItem>
          ))}
        </TextField>
      );
    case "html":
      return <RichTextField label={label} value={asString(value)} onChange={set} error={error} />;
    case "datetime":
      return (
        <TextField
          type="datetime-local"
          label={label}
          value={toLocalInput(value)}
          onChange={(e) => set(fromLocalInput(e.target.value))}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
      );
    default: {
      const multiline = field.type === "textarea";
      return (
        <TextField
          label={label}
          value={asString(value)}
          onChange={(e) => set(e.target.value)}
          required={field.required}
          error={Boolean(error)}
          helperText={error ?? (field.helper ? translate(field.helper) : undefined)}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
    }
  }
}
