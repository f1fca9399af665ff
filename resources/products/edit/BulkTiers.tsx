import { Button } from "@mui/material";
import {
  ArrayInput,
  NumberInput,
  RemoveItemButton,
  SimpleFormIterator,
  useSimpleFormIterator,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import type { BulkTier } from "../../../domain/pricing";
import { centsFormat, centsParse } from "../../../ui/moneyInput";

/** A new tier starts 10 pieces above the last one, at the lowest bulk margin price ($1). */
const AddTierButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  const tiers = useWatch<{ bulk_tiers: BulkTier[] }, "bulk_tiers">({ name: "bulk_tiers" }) ?? [];
  return (
    <Button size="small" onClick={() => add({ quantity: (tiers.at(-1)?.quantity ?? 0) + 10, price: 100 })}>
      {translate("app.productEditor.pricing.bulk_add")}
    </Button>
  );
};

/** Bulk tiers: from a quantity (at least 1), a bulk margin price (at least $1, step 0.01). */
export const BulkTiers = () => (
  <ArrayInput source="bulk_tiers" label="app.productEditor.pricing.bulk" helperText={false}>
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      addButton={<AddTierButton />}
      removeButton={<RemoveItemButton label="app.productEditor.pricing.bulk_remove" />}
      // The remove button is always there, as on a phone (not only under the pointer).
      sx={{
        "& .RaSimpleFormIterator-inline": { flexWrap: "wrap", columnGap: 1 },
        "& .RaSimpleFormIterator-action": { visibility: "visible" },
      }}
    >
      <NumberInput
        source="quantity"
        size="small"
        label="app.productEditor.pricing.bulk_quantity"
        min={1}
        step={1}
        helperText={false}
        sx={{ width: 130 }}
      />
      <NumberInput
        source="price"
        size="small"
        label="app.productEditor.pricing.bulk_price"
        format={centsFormat}
        parse={(typed: number | string | null) => centsParse(typed) ?? 0}
        min={1}
        step={0.01}
        helperText={false}
        sx={{ width: 170 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
