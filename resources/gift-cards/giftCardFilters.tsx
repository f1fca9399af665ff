import { SearchInput, SelectInput, TextInput, useTranslate } from "react-admin";
import type { GiftCardStatus } from "../../domain/contracts/gift-cards";

const T = "app.money.gift_cards";
const STATUSES: GiftCardStatus[] = ["active", "disabled", "expired", "empty"];
const statusChoices = STATUSES.map((s) => ({ id: s, name: `${T}.status_${s}` }));

/** Search by code or recipient, the status (as the list computes it) and the batch. */
export function useGiftCardFilters() {
  const translate = useTranslate();
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.money.common.search")} />,
    <SelectInput key="status" source="status" label={`${T}.status`} choices={statusChoices} alwaysOn />,
    <TextInput key="batch" source="batch" label={`${T}.batch`} />,
  ];
}
