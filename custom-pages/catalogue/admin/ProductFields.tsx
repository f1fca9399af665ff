import { FormControlLabel, MenuItem, Stack, Switch, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import type { ProductFormValues, TextField as TextFieldName } from "./useSupplierProductForm";

/** Decoration methods by id. */
const METHODS = ["embroidery", "dtg", "engraving", "digital"] as const;

interface ProductFieldsProps {
  values: ProductFormValues;
  errors: Record<string, string>;
  set: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void;
}

/** The supplier product's own fields (money in dollars). */
export const ProductFields = ({ values, errors, set }: ProductFieldsProps) => {
  const translate = useTranslate();
  const text = (
    field: TextFieldName,
    options: { money?: boolean; multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      key={field}
      label={translate(`app.catalogue.admin.fields.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      fullWidth
      size="small"
      slotProps={options.money ? { htmlInput: { inputMode: "decimal" } } : undefined}
    />
  );
  const method = (field: "suggested_method" | "second_suggested_method") => (
    <TextField
      select
      fullWidth
      size="small"
      label={translate(`app.catalogue.admin.fields.${field}`)}
      value={values[field] ?? ""}
      onChange={(event) => set(field, event.target.value === "" ? null : Number(event.target.value))}
      error={Boolean(errors[field])}
      helperText={errors[field]}
    >
      {field === "second_suggested_method" && <MenuItem value="">—</MenuItem>}
      {METHODS.map((name, id) => (
        <MenuItem key={name} value={id}>
          {translate(`app.catalogue.methods.${name}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {text("style_id", { required: true })}
        {text("short_name", { required: true })}
      </Stack>
      {text("name", { required: true })}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {text("brand", { required: true })}
        {text("category", { required: true })}
      </Stack>
      {text("description", { multiline: true })}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {method("suggested_method")}
        {method("second_suggested_method")}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {text("print_price", { money: true, required: true })}
        {text("print_price_second", { money: true, required: true })}
        {text("first_custom_fee", { money: true, required: true })}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems="center">
        {text("moq")}
        {text("popular")}
        <FormControlLabel
          control={
            <Switch
              checked={values.is_customizable}
              onChange={(e) => set("is_customizable", e.target.checked)}
            />
          }
          label={translate("app.catalogue.admin.fields.is_customizable")}
          sx={{ minWidth: 160 }}
        />
        <FormControlLabel
          control={<Switch checked={values.is_active} onChange={(e) => set("is_active", e.target.checked)} />}
          label={translate("app.catalogue.admin.fields.is_active")}
          sx={{ minWidth: 120 }}
        />
      </Stack>
    </Stack>
  );
};
