import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftItem, DraftItemPatch } from "../../domain/drafts";
import {
  formatMoney,
  MARGIN_STEP,
  marginFromRetail,
  priceBreakdown,
  retailFromMargin,
  ROUND_ENDINGS,
  roundPrice,
} from "../../domain/pricing";
import { MoneyField } from "../../ui/MoneyField";
import { PriceCalculation } from "../../ui/PriceCalculation";
import { CommitField } from "./CommitField";

type Patch = Omit<DraftItemPatch, "key">;

/**
 * The product editor's pricing card for a draft item: the calculation (domain/pricing.ts on the inputs
 * the server sends), percent or fixed margin, the retail price and the round buttons. Price and
 * margin move together, as in the product editor.
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
  const minimum = item.min_price;
  const fixed = item.price_fixed === 1;
  const setPrice = (price: number | null) =>
    onPatch(
      price === null ? { price } : { price, margin: Math.max(0, marginFromRetail(price, minimum, fixed)) },
    );
  return (
    <Stack spacing={2} role="region" aria-label={translate("app.productCreator.pricing.title")}>
      <PriceCalculation lines={priceBreakdown(item.pricing)} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={item.price_fixed}
        aria-label={translate("app.productCreator.pricing.margin_type")}
        onChange={(_, value: 0 | 1 | null) => {
          if (value === null) return;
          onPatch({
            price_fixed: value,
            ...(item.price === null
              ? {}
              : { margin: Math.max(0, marginFromRetail(item.price, minimum, value === 1)) }),
          });
        }}
      >
        <ToggleButton value={0}>{translate("app.productCreator.pricing.percent")}</ToggleButton>
        <ToggleButton value={1}>{translate("app.productCreator.pricing.fixed")}</ToggleButton>
      </ToggleButtonGroup>
      <CommitField
        type="number"
        label={translate("app.productCreator.pricing.margin")}
        value={String(item.margin)}
        onCommit={(text) => {
          const margin = Math.max(0, Number(text) || 0);
          onPatch({ margin, price: retailFromMargin(minimum, margin, fixed) });
        }}
        error={Boolean(errors.margin)}
        helperText={errors.margin}
        slotProps={{ htmlInput: { min: 0, step: fixed ? MARGIN_STEP.fixed : MARGIN_STEP.percent } }}
      />
      <MoneyField
        required
        commit="blur"
        label={translate("app.productCreator.pricing.price")}
        value={item.price}
        minimum={minimum}
        onChange={setPrice}
        error={Boolean(errors.price)}
        helperText={
          errors.price ??
          translate("app.productCreator.pricing.profit", {
            amount: formatMoney((item.price ?? minimum) - minimum),
          })
        }
      />
      <Stack direction="row" spacing={1}>
        {ROUND_ENDINGS.map((ending) => (
          <Button
            key={ending}
            size="small"
            variant="outlined"
            onClick={() => setPrice(roundPrice(item.price ?? minimum, ending))}
          >
            {translate("app.productCreator.pricing.round", { ending: `.${ending}` })}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate("app.productCreator.pricing.minimum", { amount: formatMoney(minimum) })}
      </Typography>
    </Stack>
  );
};
