import type { ReactElement } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  BooleanInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import Stack from "@mui/material/Stack";
import { DISCOUNT_KINDS, DISCOUNT_SCOPES, discountInputSchema } from "../../domain/discounts";
import { centsFormat, centsParse } from "../../ui/moneyInput";
import { flagFormat, flagParse, isoParse, minimumFormat, minimumParse, wholeParse } from "./discountInputs";
import { ScopeInput } from "./ScopeInput";

const T = "app.money.discounts";
const kindChoices = DISCOUNT_KINDS.map((k) => ({ id: k, name: `${T}.kind_${k}` }));
const scopeChoices = DISCOUNT_SCOPES.map((s) => ({ id: s, name: `${T}.scope_${s}` }));

/** What a new discount starts with: a percentage off everything, active from now. */
export const newDiscountDefaults = () => ({
  code: "",
  title: null,
  kind: "percentage",
  value: null,
  minimum_order: 0,
  usage_limit: null,
  once_per_customer: 0,
  applies_to: "all",
  product_ids: [],
  category_ids: [],
  starts_at: new Date().toISOString(),
  ends_at: null,
  active: 1,
});

/** Percent off as a whole number, or the amount off typed in dollars and kept in cents. */
const ValueInput = () => {
  const kind = useWatch({ name: "kind" }) as string;
  const fixed = kind === "fixed";
  return (
    <NumberInput
      source="value"
      label={`${T}.${fixed ? "value_fixed" : "value_percent"}`}
      isRequired
      format={fixed ? centsFormat : (v: number | null | undefined) => (v ?? "") as number | string}
      parse={fixed ? centsParse : wholeParse}
      step={fixed ? 0.01 : 1}
    />
  );
};

/** The chosen products or categories, when the discount is limited to them. */
const ScopeInputs = () => {
  const translate = useTranslate();
  const scope = useWatch({ name: "applies_to" }) as string;
  if (scope === "products")
    return <ScopeInput source="product_ids" model="Product" label={translate(`${T}.products`)} />;
  if (scope === "categories")
    return <ScopeInput source="category_ids" model="Category" label={translate(`${T}.categories`)} />;
  return null;
};

/**
 * A discount's fields, checked by the same schema the server applies; the server's field errors
 * (e.g. a code already in use in this store) show next to their fields too.
 */
export const DiscountForm = ({
  toolbar,
  defaultValues,
}: {
  toolbar?: ReactElement | false;
  defaultValues?: Record<string, unknown>;
}) => (
  <SimpleForm
    resolver={zodResolver(discountInputSchema)}
    noValidate
    defaultValues={defaultValues}
    toolbar={toolbar}
    sx={{ maxWidth: 760 }}
  >
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
      <TextInput source="code" label={`${T}.code`} isRequired fullWidth />
      <TextInput source="title" label={`${T}.title_field`} fullWidth parse={(v: string) => v || null} />
    </Stack>
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
      <SelectInput source="kind" label={`${T}.kind`} choices={kindChoices} sx={{ minWidth: 200 }} />
      <ValueInput />
      <NumberInput
        source="minimum_order"
        label={`${T}.minimum_order`}
        format={minimumFormat}
        parse={minimumParse}
        step={0.01}
      />
    </Stack>
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ width: "100%" }}>
      <DateTimeInput source="starts_at" label={`${T}.starts_at`} parse={isoParse} />
      <DateTimeInput source="ends_at" label={`${T}.ends_at`} parse={isoParse} />
      <NumberInput
        source="usage_limit"
        label={`${T}.usage_limit`}
        parse={wholeParse}
        helperText={`${T}.usage_limit_hint`}
      />
    </Stack>
    <SelectInput source="applies_to" label={`${T}.applies_to`} choices={scopeChoices} />
    <ScopeInputs />
    <BooleanInput
      source="once_per_customer"
      label={`${T}.once_per_customer`}
      format={flagFormat}
      parse={flagParse}
    />
    <BooleanInput source="active" label={`${T}.active`} format={flagFormat} parse={flagParse} />
  </SimpleForm>
);
