import type { ReactElement } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Stack, Typography } from "@mui/material";
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, useTranslate } from "react-admin";
import { supplierProductInput } from "../../domain/supplier-product-input";
import { centsFormat, centsParse } from "../../ui/moneyInput";
import { flagFormat, flagParse, methodChoices } from "./choices";
import { VariantInputs } from "./VariantInputs";

/** The translation keys of the blank's field labels, by field name. */
export const F = "app.catalogue.admin.fields";

/** What a new blank starts with: active, one piece minimum, the usual print prices. */
export const newSupplierProductDefaults = () => ({
  style_id: "",
  short_name: "",
  name: "",
  brand: "",
  category: "",
  description: "",
  suggested_method: 1,
  second_suggested_method: null,
  moq: 1,
  print_price: 500,
  print_price_second: 300,
  first_custom_fee: 950,
  is_customizable: 0,
  is_active: 1,
  popular: 0,
  variants: [],
});

const Row = ({ children }: { children: ReactElement[] }) => (
  <Stack direction={{ xs: "column", sm: "row" }} columnGap={2} sx={{ width: "100%" }}>
    {children}
  </Stack>
);

const Money = ({ source }: { source: string }) => (
  <NumberInput source={source} label={`${F}.${source}`} format={centsFormat} parse={centsParse} step={0.01} />
);

/**
 * A supplier product with its variants, checked by the same schema as the server before it is
 * sent (money typed in dollars, kept in cents); what only the server knows shows at its field.
 */
export const SupplierProductForm = ({
  toolbar,
  defaultValues,
}: {
  toolbar: ReactElement;
  defaultValues?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  return (
    <SimpleForm
      resolver={zodResolver(supplierProductInput)}
      toolbar={toolbar}
      defaultValues={defaultValues}
      sx={{ maxWidth: 1100 }}
    >
      <Typography variant="h6" component="h2">
        {translate("app.catalogue.admin.product")}
      </Typography>
      <Row>
        <TextInput source="style_id" label={`${F}.style_id`} isRequired />
        <TextInput source="short_name" label={`${F}.short_name`} isRequired />
      </Row>
      <TextInput source="name" label={`${F}.name`} isRequired />
      <Row>
        <TextInput source="brand" label={`${F}.brand`} isRequired />
        <TextInput source="category" label={`${F}.category`} isRequired />
      </Row>
      <TextInput source="description" label={`${F}.description`} multiline minRows={3} />
      <Row>
        <SelectInput source="suggested_method" label={`${F}.suggested_method`} choices={methodChoices} />
        <SelectInput
          source="second_suggested_method"
          label={`${F}.second_suggested_method`}
          choices={methodChoices}
          emptyText="—"
          format={(value: number | null | undefined) => value ?? ""}
          parse={(value: number | "") => (value === "" ? null : value)}
        />
      </Row>
      <Row>
        <Money source="print_price" />
        <Money source="print_price_second" />
        <Money source="first_custom_fee" />
      </Row>
      <Row>
        <NumberInput source="moq" label={`${F}.moq`} step={1} />
        <NumberInput source="popular" label={`${F}.popular`} step={1} />
        <BooleanInput
          source="is_customizable"
          label={`${F}.is_customizable`}
          format={flagFormat}
          parse={flagParse}
        />
        <BooleanInput source="is_active" label={`${F}.is_active`} format={flagFormat} parse={flagParse} />
      </Row>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate("app.catalogue.admin.variants")}
      </Typography>
      <VariantInputs />
    </SimpleForm>
  );
};
