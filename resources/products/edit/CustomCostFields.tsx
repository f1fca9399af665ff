import { Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { MoneyField } from "../../../ui/MoneyField";
import type { CustomPricing } from "../../../domain/pricing";
import type { FieldErrors } from "./types";

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
        <MoneyField
          key={key}
          size="small"
          label={translate(`app.productEditor.create.${key}`)}
          value={value[key]}
          onChange={(cents) => onChange({ ...value, [key]: Math.max(0, cents ?? 0) })}
          error={Boolean(errors[`custom.${key}`])}
          helperText={errors[`custom.${key}`]}
        />
      ))}
    </Stack>
  );
};
