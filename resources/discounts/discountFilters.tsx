import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { DISCOUNT_KINDS } from "../../domain/discounts";
import type { DiscountStatus } from "../../domain/contracts/discounts";

const T = "app.money.discounts";
const STATUSES: DiscountStatus[] = ["active", "scheduled", "expired", "disabled", "used_up"];
const statusChoices = STATUSES.map((s) => ({ id: s, name: `${T}.status_${s}` }));
const kindChoices = DISCOUNT_KINDS.map((k) => ({ id: k, name: `${T}.kind_${k}` }));

/** Search by code or title, the status (as the list computes it) and the type of discount. */
export function useDiscountFilters() {
  const translate = useTranslate();
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.money.common.search")} />,
    <SelectInput key="status" source="status" label={`${T}.status`} choices={statusChoices} alwaysOn />,
    <SelectInput key="kind" source="kind" label={`${T}.kind`} choices={kindChoices} />,
  ];
}
