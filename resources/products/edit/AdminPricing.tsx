import { Stack, Typography } from "@mui/material";
import { BooleanInput, CheckboxGroupInput, NumberInput, useTranslate } from "react-admin";
import { centsFormat, centsParse } from "../../../ui/moneyInput";
import { useEditor } from "./EditorContext";

/** A fee is never negative; an emptied field is no fee. */
const feeParse = (typed: number | string | null | undefined) => Math.max(0, centsParse(typed) ?? 0);

/** Admins see minimum quantity, custom fee, a same-variant-price toggle and all print places. */
export const AdminPricing = () => {
  const translate = useTranslate();
  const { product, draft } = useEditor();
  const places = [
    ...new Set([...(product.supplier?.print_areas ?? ["front", "back"]), ...draft.print_areas]),
  ].map((place) => ({ id: place, name: place }));
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{translate("app.productEditor.pricing.admin")}</Typography>
      <NumberInput
        source="min_quantity"
        size="small"
        label="app.productEditor.pricing.min_quantity"
        min={1}
        step={1}
        helperText={false}
      />
      <NumberInput
        source="custom_fee"
        size="small"
        label="app.productEditor.pricing.custom_fee"
        format={centsFormat}
        parse={feeParse}
        helperText={false}
      />
      <BooleanInput
        source="same_variant_price"
        label="app.productEditor.pricing.same_variant_price"
        helperText={false}
      />
      <CheckboxGroupInput
        source="print_areas"
        label="app.productEditor.pricing.print_places"
        choices={places}
        translateChoice={false}
        row={false}
        helperText={false}
      />
    </Stack>
  );
};
