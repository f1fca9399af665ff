import { Divider, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Draft, DraftItemPatch } from "../../../domain/drafts";
import { formatMoney } from "../../../domain/pricing";
import { MoneyField } from "../../../ui/MoneyField";
import { ProductPhoto } from "../../catalogue/browse/ProductPhoto";
import { itemPhoto } from "../designFile";
import { ItemNameFields } from "../ItemNameFields";

/** Quick creator details: every product needs a name, a slug and a price. */
export const DetailsStep = ({
  draft,
  onPatch,
  errors,
}: {
  draft: Draft;
  onPatch: (key: string, patch: Omit<DraftItemPatch, "key">) => void;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} divider={<Divider />}>
      <Typography variant="h6" component="h2">
        {translate("app.productCreator.steps.details")}
      </Typography>
      {draft.items.map((item, i) => (
        <Stack
          key={item.key}
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          alignItems={{ xs: "stretch", md: "flex-start" }}
          role="group"
          aria-label={item.supplier.name}
        >
          <ProductPhoto
            src={item.mockups.find((m) => !m.stale)?.url ?? itemPhoto(item)}
            alt={item.name || item.supplier.name}
            size={72}
          />
          <ItemNameFields
            dense
            item={item}
            onPatch={(patch) => onPatch(item.key, patch)}
            errors={{ name: errors[`items.${i}.name`], slug: errors[`items.${i}.slug`] }}
          />
          <MoneyField
            required
            commit="blur"
            size="small"
            sx={{ width: { xs: "100%", md: 200 }, flexShrink: 0 }}
            label={translate("app.productCreator.pricing.price")}
            value={item.price}
            minimum={item.min_price}
            onChange={(price) => onPatch(item.key, { price })}
            error={Boolean(errors[`items.${i}.price`])}
            helperText={
              errors[`items.${i}.price`] ??
              translate("app.productCreator.pricing.minimum", { amount: formatMoney(item.min_price) })
            }
          />
        </Stack>
      ))}
    </Stack>
  );
};
