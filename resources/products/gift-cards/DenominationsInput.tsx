import {
  ArrayInput,
  Button,
  IconButtonWithTooltip,
  NumberInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/RemoveCircleOutlineOutlined";
import { GIFT_CARD_PRODUCT_MAX_VALUES } from "../../../domain/gift-card-products";
import { formatMoney } from "../../../domain/money";
import { centsFormat, centsParse } from "../../../ui/moneyInput";

const T = "app.money.gift_card_product";

/** Removes one value; its name says which ("Remove $50.00"). */
const RemoveValueButton = () => {
  const translate = useTranslate();
  const { remove, index } = useSimpleFormIteratorItem();
  const { source } = useSimpleFormIterator();
  const cents = useWatch({ name: `${source}.${index}` }) as unknown;
  const label =
    typeof cents === "number" && Number.isFinite(cents)
      ? translate(`${T}.remove_value`, { value: formatMoney(cents) })
      : translate("ra.action.remove");
  return (
    <IconButtonWithTooltip label={label} size="small" color="warning" onClick={() => remove()}>
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
};

/** Adds an empty value to type in. */
const AddValueButton = () => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={`${T}.add_value`} onClick={() => add()}>
      <AddIcon />
    </Button>
  );
};

/**
 * The values a buyer chooses from: typed in dollars, kept in cents (the schema sorts them smallest
 * first when saving), at most GIFT_CARD_PRODUCT_MAX_VALUES.
 */
export const DenominationsInput = () => {
  const values = useWatch({ name: "denominations" }) as unknown;
  const full = Array.isArray(values) && values.length >= GIFT_CARD_PRODUCT_MAX_VALUES;
  return (
    <ArrayInput source="denominations" label={`${T}.values`} helperText={`${T}.values_hint`} isRequired>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disableAdd={full}
        getItemLabel={false}
        addButton={<AddValueButton />}
        removeButton={<RemoveValueButton />}
        sx={{
          // The values side by side, wrapping on a phone.
          "& > ul": { display: "flex", flexWrap: "wrap", columnGap: 2 },
          [`& .${SimpleFormIteratorClasses.line}`]: {
            display: "flex",
            borderBottom: "none",
            alignItems: "flex-start",
          },
          // Always shown (not only on hover), so a keyboard reaches it too.
          [`& .${SimpleFormIteratorClasses.action}`]: { visibility: "visible", mt: 1.5 },
        }}
      >
        <NumberInput
          source=""
          label={`${T}.value`}
          format={centsFormat}
          parse={centsParse}
          step={0.01}
          min={0.01}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
