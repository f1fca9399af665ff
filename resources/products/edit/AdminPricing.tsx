import { Checkbox, FormControlLabel, FormGroup, Stack, Switch, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { MoneyField } from "../../../ui/MoneyField";
import { useEditor } from "./EditorContext";

/** Admins see minimum quantity, custom fee, a same-variant-price toggle and all print places. */
export const AdminPricing = () => {
  const translate = useTranslate();
  const { product, draft, set, errors } = useEditor();
  const places = [
    ...new Set([...(product.supplier?.print_areas ?? ["front", "back"]), ...draft.print_areas]),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{translate("app.productEditor.pricing.admin")}</Typography>
      <TextField
        size="small"
        type="number"
        label={translate("app.productEditor.pricing.min_quantity")}
        value={draft.min_quantity}
        onChange={(e) => set("min_quantity", Math.round(Number(e.target.value)))}
        error={Boolean(errors.min_quantity) || draft.min_quantity < 1}
        helperText={errors.min_quantity}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <MoneyField
        size="small"
        label={translate("app.productEditor.pricing.custom_fee")}
        value={draft.custom_fee}
        onChange={(cents) => set("custom_fee", Math.max(0, cents ?? 0))}
        error={Boolean(errors.custom_fee)}
        helperText={errors.custom_fee}
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.same_variant_price}
            onChange={(e) => set("same_variant_price", e.target.checked)}
          />
        }
        label={translate("app.productEditor.pricing.same_variant_price")}
      />
      <FormGroup aria-label={translate("app.productEditor.pricing.print_places")}>
        <Typography variant="caption">{translate("app.productEditor.pricing.print_places")}</Typography>
        {places.map((place) => (
          <FormControlLabel
            key={place}
            label={place}
            control={
              <Checkbox
                checked={draft.print_areas.includes(place)}
                onChange={(e) =>
                  set(
                    "print_areas",
                    e.target.checked
                      ? [...draft.print_areas, place]
                      : draft.print_areas.filter((p) => p !== place),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Stack>
  );
};
