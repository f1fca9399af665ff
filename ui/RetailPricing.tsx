import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import {
  formatMoney,
  MARGIN_STEP,
  marginFromRetail,
  PRICING_MSG,
  retailFromMargin,
  retailPriceError,
  ROUND_ENDINGS,
  roundPrice,
  type BreakdownLine,
  type Cents,
} from "../domain/pricing";
import { MoneyField, useMinimumPriceText } from "./MoneyField";
import { PriceCalculation } from "./PriceCalculation";

/** The retail price, its margin and whether the margin is in dollars (1) or a percentage (0). */
export interface RetailPrice {
  price: Cents | null;
  margin: number;
  price_fixed: 0 | 1;
}

/** The margin that a retail price stands for: never negative (below the minimum is no margin). */
export function marginOf(price: Cents, minimum: Cents, fixed: boolean): number {
  return Math.max(0, marginFromRetail(price, minimum, fixed));
}

/**
 * The margin as typed text: the user's while focused, the value's otherwise. "input" reports each
 * number typed; "blur" reports when the user leaves the field or presses Enter.
 */
const MarginField = ({
  value,
  fixed,
  commit,
  required,
  error,
  onChange,
}: {
  value: number;
  fixed: boolean;
  commit: "input" | "blur";
  required: boolean;
  error: string | undefined;
  onChange: (margin: number) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(String(value));
  }, [value]);
  const send = () => {
    const margin = Math.max(0, Number(text) || 0);
    if (margin !== value) onChange(margin);
  };
  return (
    <TextField
      type="number"
      label={translate("app.productEditor.pricing.margin")}
      value={text}
      required={required}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        setText(e.target.value);
        const margin = Number(e.target.value);
        if (commit === "input" && e.target.value.trim() !== "" && Number.isFinite(margin)) onChange(margin);
      }}
      onBlur={() => {
        focused.current = false;
        if (commit === "blur") send();
        else setText(String(value));
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && commit === "blur") send();
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 0, step: fixed ? MARGIN_STEP.fixed : MARGIN_STEP.percent } }}
    />
  );
};

/**
 * The one pricing card body of the product editor and the creator: the calculation, percent or
 * fixed margin, the retail price (never below the minimum), the round buttons and the minimum.
 * Price and margin move together: a change reports both in one patch.
 */
export const RetailPricing = ({
  value,
  minimum,
  lines,
  onChange,
  errors,
  commit = "input",
  required = false,
  children,
}: {
  value: RetailPrice;
  /** The lowest retail price, from domain/pricing's minimumPrice. */
  minimum: Cents;
  lines: BreakdownLine[];
  onChange: (patch: Partial<RetailPrice>) => void;
  /** Messages from the form's check or the server, by field. */
  errors: { price?: string; margin?: string };
  /** "input" for a form saved later, "blur" where each change is a server write. */
  commit?: "input" | "blur";
  /** Whether the margin is marked required (the price always is). */
  required?: boolean;
  /** Settings that move the minimum, shown under the calculation. */
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const { resay } = useMinimumPriceText();
  const fixed = value.price_fixed === 1;
  const setPrice = (price: Cents | null) =>
    onChange(price === null ? { price } : { price, margin: marginOf(price, minimum, fixed) });
  const priceError = errors.price ?? retailPriceError(value.price, minimum);

  return (
    <Stack spacing={2}>
      <PriceCalculation lines={lines} />
      {children}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.price_fixed}
        aria-label={translate("app.productEditor.pricing.margin_type")}
        onChange={(_, next: 0 | 1 | null) => {
          if (next === null) return;
          onChange({
            price_fixed: next,
            ...(value.price === null ? {} : { margin: marginOf(value.price, minimum, next === 1) }),
          });
        }}
      >
        <ToggleButton value={0}>{translate("app.productEditor.pricing.percent")}</ToggleButton>
        <ToggleButton value={1}>{translate("app.productEditor.pricing.fixed")}</ToggleButton>
      </ToggleButtonGroup>
      <MarginField
        value={value.margin}
        fixed={fixed}
        commit={commit}
        required={required}
        error={errors.margin}
        onChange={(margin) => onChange({ margin, price: retailFromMargin(minimum, margin, fixed) })}
      />
      <MoneyField
        required
        commit={commit}
        label={translate("app.productEditor.pricing.price")}
        value={value.price}
        minimum={minimum}
        onChange={setPrice}
        error={priceError !== null}
        helperText={
          priceError === null
            ? translate("app.productEditor.pricing.profit", {
                amount: formatMoney((value.price ?? minimum) - minimum),
              })
            : priceError === PRICING_MSG.priceRequired
              ? translate("app.productEditor.pricing.price_required")
              : (resay(priceError) ?? priceError)
        }
      />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {ROUND_ENDINGS.map((ending) => (
          <Button
            key={ending}
            size="small"
            variant="outlined"
            onClick={() => setPrice(roundPrice(value.price ?? minimum, ending))}
          >
            {translate("app.productEditor.pricing.round", { ending: `.${ending}` })}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate("app.productEditor.pricing.minimum_is", { amount: formatMoney(minimum) })}
      </Typography>
    </Stack>
  );
};
