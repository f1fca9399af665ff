import { useEffect, useRef } from "react";
import { Divider, Stack } from "@mui/material";
import { useInput } from "react-admin";
import type { Cents } from "../../../domain/pricing";
import { marginOf, RetailPricing, type RetailPrice } from "../../../ui/RetailPricing";
import { AdminPricing } from "./AdminPricing";
import { BulkTiers } from "./BulkTiers";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";
import { FeeSettings } from "./FeeSettings";
import { usePricing } from "./usePricing";
import { asIs } from "../../../ui/fields/values";

/** Pricing card: the shared retail pricing over the form's price, margin and margin type; fees, tiers. */
export const PricingCard = () => {
  const { isAdmin } = useEditor();
  const { minimum, lines } = usePricing();
  const price = useInput<Cents | null>({ source: "price", format: asIs, parse: asIs });
  const margin = useInput<number>({ source: "margin", format: asIs, parse: asIs });
  const fixed = useInput<0 | 1>({ source: "price_fixed", format: asIs, parse: asIs });
  const value: RetailPrice = {
    price: price.field.value as Cents | null,
    margin: margin.field.value as number,
    price_fixed: fixed.field.value === 1 ? 1 : 0,
  };
  const onChange = (patch: Partial<RetailPrice>) => {
    if (patch.price_fixed !== undefined) fixed.field.onChange(patch.price_fixed);
    if (patch.price !== undefined) price.field.onChange(patch.price);
    if (patch.margin !== undefined) margin.field.onChange(patch.margin);
  };
  // Colours, sizes, print places and fees move the minimum; the retail price stays what the user
  // set, so the margin shown is recomputed from it over the new minimum.
  const shownMinimum = useRef(minimum);
  const setMargin = margin.field.onChange;
  useEffect(() => {
    if (shownMinimum.current === minimum) return;
    shownMinimum.current = minimum;
    if (value.price === null) return;
    const next = marginOf(value.price, minimum, value.price_fixed === 1);
    if (next !== value.margin) setMargin(next);
  }, [minimum, value.price, value.margin, value.price_fixed, setMargin]);

  return (
    <EditorCard title="app.productEditor.pricing.title">
      <Stack spacing={2}>
        <RetailPricing
          value={value}
          minimum={minimum}
          lines={lines}
          onChange={onChange}
          errors={{ price: price.fieldState.error?.message, margin: margin.fieldState.error?.message }}
          required
        >
          <FeeSettings />
        </RetailPricing>
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
