import { Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { toCents, toDollars } from "../../src/money";
import type { CustomPricing, FieldErrors } from "./types";

const KEYS: (keyof CustomPricing)[] = ["cost", "first_custom_fee", "second_custom_fee", "third_custom_fee"];

/** A custom product's cost lines in dollars (held in cents, never below 0), with their errors if given. */
export const CustomCostFields = ({
  value,
  onChange,
  errors = {},
}: {
  value: CustomPricing;
  onChange: (next: CustomPricing) => void;
  errors?: FieldErrors;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={2} flexWrap="wrap">
      {KEYS.map((key) => (
        <TextField
          key={key}
          size="small"
          type="number"
          label={translate(`app.productEditor.create.${key}`)}
          value={toDollars(value[key])}
          onChange={(e) => onChange({ ...value, [key]: Math.max(0, toCents(e.target.value) ?? 0) })}
          error={Boolean(errors[`custom.${key}`])}
          helperText={errors[`custom.${key}`]}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
      ))}
    </Stack>
  );
};
