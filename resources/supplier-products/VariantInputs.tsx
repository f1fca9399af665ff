import { Button } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useSourceContext,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { CATALOGUE_SIZES } from "../../domain/sizes";
import { centsFormat, centsParse } from "../../ui/moneyInput";
import { flagFormat, flagParse } from "./choices";

const V = "app.catalogue.admin.variant";

/**
 * The catalogue's sizes in order; a stored size off the list is offered too, so it shows as it is
 * and the form's check names it.
 */
const SizeInput = () => {
  const source = useSourceContext();
  const current = useWatch({ name: source.getSource("size") }) as string | undefined;
  const sizes =
    current && !CATALOGUE_SIZES.includes(current) ? [current, ...CATALOGUE_SIZES] : CATALOGUE_SIZES;
  return (
    <SelectInput
      source="size"
      label={`${V}.size`}
      choices={sizes.map((size) => ({ id: size, name: size }))}
      translateChoice={false}
      sx={{ minWidth: 110 }}
    />
  );
};

interface VariantValues {
  color?: string;
  color_swatch?: string;
  cost?: number | null;
}

/** A new row starts from the last colour and cost, as the next size of it is the usual addition. */
const AddVariantButton = () => {
  const translate = useTranslate();
  const { add, source } = useSimpleFormIterator();
  const rows = useWatch({ name: source }) as VariantValues[] | undefined;
  const last = rows?.at(-1);
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      onClick={() =>
        add({
          color: last?.color ?? "",
          color_swatch: last?.color_swatch ?? "#FFFFFF",
          size: "",
          cost: last?.cost ?? null,
          quantity: 0,
          available: 1,
        })
      }
    >
      {translate("app.catalogue.admin.add_variant")}
    </Button>
  );
};

/** Colour × size rows with cost (typed in dollars, kept in cents) and stock; a removed row is deleted on save. */
export const VariantInputs = () => (
  <ArrayInput source="variants" label="app.catalogue.admin.variants">
    <SimpleFormIterator inline disableReordering addButton={<AddVariantButton />}>
      <TextInput source="color" label={`${V}.color`} sx={{ minWidth: 140 }} />
      <TextInput source="color_swatch" label={`${V}.color_swatch`} type="color" />
      <SizeInput />
      <NumberInput source="cost" label={`${V}.cost`} format={centsFormat} parse={centsParse} step={0.01} />
      <NumberInput source="quantity" label={`${V}.quantity`} step={1} />
      <BooleanInput source="available" label={`${V}.available`} format={flagFormat} parse={flagParse} />
    </SimpleFormIterator>
  </ArrayInput>
);
