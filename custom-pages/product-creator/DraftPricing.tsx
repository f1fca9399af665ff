import { useTranslate } from "react-admin";
import { Box } from "@mui/material";
import type { DraftItem, DraftItemPatch } from "../../domain/drafts";
import { priceBreakdown } from "../../domain/pricing";
import { RetailPricing } from "../../ui/RetailPricing";

type Patch = Omit<DraftItemPatch, "key">;

/**
 * The pricing card for a draft item, the product editor's own: the calculation (domain/pricing.ts
 * on the inputs the server sends) and the retail price over the minimum the server computed. Each
 * change is saved to the draft when the user leaves the field.
 */
export const DraftPricing = ({
  item,
  onPatch,
  errors,
}: {
  item: DraftItem;
  onPatch: (patch: Patch) => void;
  errors: { price?: string; margin?: string };
}) => {
  const translate = useTranslate();
  return (
    <Box role="region" aria-label={translate("app.productCreator.pricing.title")}>
      <RetailPricing
        value={item}
        minimum={item.min_price}
        lines={priceBreakdown(item.pricing)}
        onChange={onPatch}
        errors={errors}
        commit="blur"
      />
    </Box>
  );
};
