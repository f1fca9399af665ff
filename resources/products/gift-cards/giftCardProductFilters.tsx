import { SelectInput } from "react-admin";

const T = "app.money.gift_card_product";

/** The list's one filter the gift-card product call knows: published or draft. */
export const giftCardProductFilters = [
  <SelectInput
    key="published"
    source="published"
    label={`${T}.state`}
    choices={[
      { id: "1", name: `${T}.published_yes` },
      { id: "0", name: `${T}.published_no` },
    ]}
    alwaysOn
  />,
];
