import { Grid, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftItem, DraftItemPatch } from "../../../domain/drafts";
import { orderSizes } from "../../../domain/variants";
import { ToggleChips } from "../../../ui/ToggleChips";
import { ProductPhoto } from "../../catalogue/browse/ProductPhoto";
import { DraftPricing } from "../DraftPricing";
import { itemPhoto } from "../designFile";
import { ItemNameFields } from "../ItemNameFields";

type Patch = Omit<DraftItemPatch, "key">;

/** Step 4 of the single creator: name, slug, sizes, and the pricing card; then Publish. */
export const PricingStep = ({
  item,
  onPatch,
  errors,
}: {
  item: DraftItem;
  onPatch: (patch: Patch) => void;
  errors: Record<string, string>;
}) => {
  const translate = useTranslate();
  const sizes = orderSizes(item.supplier.sizes);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <ProductPhoto
            src={item.mockups.find((m) => !m.stale)?.url ?? itemPhoto(item)}
            alt={item.name || item.supplier.name}
          />
          <ItemNameFields
            item={item}
            onPatch={onPatch}
            errors={{ name: errors["items.0.name"], slug: errors["items.0.slug"] }}
          />
          <ToggleChips
            label={translate("app.productCreator.details.sizes")}
            items={sizes}
            isOn={(size) => item.sizes.includes(size)}
            onToggle={(size) =>
              onPatch({
                sizes: item.sizes.includes(size)
                  ? item.sizes.filter((s) => s !== size)
                  : [...item.sizes, size],
              })
            }
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate("app.productCreator.pricing.title")}
        </Typography>
        <DraftPricing
          item={item}
          onPatch={onPatch}
          errors={{ price: errors["items.0.price"], margin: errors["items.0.margin"] }}
        />
      </Grid>
    </Grid>
  );
};
