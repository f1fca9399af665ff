import { Button, IconButton, Stack, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import { MoneyField } from "../../../ui/MoneyField";
import { useEditor } from "./EditorContext";

/** Bulk tiers: from a quantity (at least 1), a bulk margin price (at least $1, step 0.01). */
export const BulkTiers = () => {
  const translate = useTranslate();
  const { draft, set, errors } = useEditor();
  const tiers = draft.bulk_tiers;
  const update = (i: number, patch: Partial<(typeof tiers)[number]>) =>
    set(
      "bulk_tiers",
      tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)),
    );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate("app.productEditor.pricing.bulk")}</Typography>
      {tiers.map((tier, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
          <TextField
            size="small"
            type="number"
            label={translate("app.productEditor.pricing.bulk_quantity")}
            value={tier.quantity}
            onChange={(e) => update(i, { quantity: Math.round(Number(e.target.value)) })}
            error={Boolean(errors[`bulk_tiers.${i}.quantity`]) || tier.quantity < 1}
            helperText={errors[`bulk_tiers.${i}.quantity`]}
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
          <MoneyField
            size="small"
            label={translate("app.productEditor.pricing.bulk_price")}
            value={tier.price}
            onChange={(cents) => update(i, { price: cents ?? 0 })}
            error={Boolean(errors[`bulk_tiers.${i}.price`]) || tier.price < 100}
            helperText={errors[`bulk_tiers.${i}.price`]}
          />
          <IconButton
            aria-label={translate("app.productEditor.pricing.bulk_remove")}
            onClick={() =>
              set(
                "bulk_tiers",
                tiers.filter((_, j) => j !== i),
              )
            }
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: "flex-start" }}
        onClick={() =>
          set("bulk_tiers", [...tiers, { quantity: (tiers.at(-1)?.quantity ?? 0) + 10, price: 100 }])
        }
      >
        {translate("app.productEditor.pricing.bulk_add")}
      </Button>
    </Stack>
  );
};
