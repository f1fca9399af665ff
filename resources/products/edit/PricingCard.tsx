import {
  Button,
  Divider,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslate } from "react-admin";
import {
  formatMoney,
  MARGIN_STEP,
  marginFromRetail,
  retailFromMargin,
  retailPriceError,
  ROUND_ENDINGS,
  roundPrice,
  PRICING_MSG,
} from "../../../domain/pricing";
import { AdminPricing } from "./AdminPricing";
import { BulkTiers } from "./BulkTiers";
import { MoneyField, useMinimumPriceText } from "../../../ui/MoneyField";
import { EditorCard } from "./EditorCard";
import { FeeSettings } from "./FeeSettings";
import { useEditor } from "./EditorContext";
import { PriceCalculation } from "../../../ui/PriceCalculation";
import { usePricing } from "./usePricing";

/** Pricing card: the calculation, margin (percent or fixed), retail price, rounding, tiers. */
export const PricingCard = () => {
  const translate = useTranslate();
  const { draft, set, errors, isAdmin } = useEditor();
  const { resay } = useMinimumPriceText();
  const { minimum, lines } = usePricing();
  const fixed = draft.price_fixed === 1;
  const local = retailPriceError(draft.price, minimum);
  const priceError = errors.price ?? local;
  // A price below the minimum stands for no margin, not a negative one: the save then fails on
  // the price (shown at this field) instead of on a "margin required" the user never touched.
  const setPrice = (price: number | null) => {
    set("price", price);
    if (price !== null) set("margin", Math.max(0, marginFromRetail(price, minimum, fixed)));
  };
  // Colours, sizes, print places and fees move the minimum; the retail price stays what the user
  // set, so the margin shown is recomputed from it over the new minimum.
  const shownMinimum = useRef(minimum);
  useEffect(() => {
    if (shownMinimum.current === minimum) return;
    shownMinimum.current = minimum;
    if (draft.price === null) return;
    const margin = Math.max(0, marginFromRetail(draft.price, minimum, fixed));
    if (margin !== draft.margin) set("margin", margin);
  }, [minimum, draft.price, draft.margin, fixed, set]);
  const setMargin = (margin: number) => {
    set("margin", margin);
    set("price", retailFromMargin(minimum, margin, fixed));
  };

  return (
    <EditorCard title="app.productEditor.pricing.title">
      <Stack spacing={2}>
        <PriceCalculation lines={lines} />
        <FeeSettings />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={draft.price_fixed}
          aria-label={translate("app.productEditor.pricing.margin_type")}
          onChange={(_, value: 0 | 1 | null) => {
            if (value === null) return;
            set("price_fixed", value);
            if (draft.price !== null)
              set("margin", Math.max(0, marginFromRetail(draft.price, minimum, value === 1)));
          }}
        >
          <ToggleButton value={0}>{translate("app.productEditor.pricing.percent")}</ToggleButton>
          <ToggleButton value={1}>{translate("app.productEditor.pricing.fixed")}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          type="number"
          label={translate("app.productEditor.pricing.margin")}
          value={draft.margin}
          required
          onChange={(e) => setMargin(Number(e.target.value))}
          error={Boolean(errors.margin)}
          helperText={errors.margin}
          slotProps={{ htmlInput: { min: 0, step: fixed ? MARGIN_STEP.fixed : MARGIN_STEP.percent } }}
        />
        <MoneyField
          label={translate("app.productEditor.pricing.price")}
          value={draft.price}
          required
          minimum={minimum}
          onChange={setPrice}
          error={priceError !== null}
          helperText={
            priceError
              ? priceError === PRICING_MSG.priceRequired
                ? translate("app.productEditor.pricing.price_required")
                : (resay(priceError) ?? priceError)
              : translate("app.productEditor.pricing.profit", {
                  amount: formatMoney((draft.price ?? 0) - minimum),
                })
          }
        />
        <Stack direction="row" spacing={1}>
          {ROUND_ENDINGS.map((ending) => (
            <Button
              key={ending}
              size="small"
              variant="outlined"
              onClick={() => setPrice(roundPrice(draft.price ?? minimum, ending))}
            >
              {translate("app.productEditor.pricing.round", { ending: `.${ending}` })}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate("app.productEditor.pricing.minimum")}: {formatMoney(minimum)}
        </Typography>
        <Divider />
        <BulkTiers />
        {isAdmin ? (
          <>
            <Divider />
            <AdminPricing />
          </>
        ) : null}
      </Stack>
    </EditorCard>
  );
};
