import { SelectInput, useTranslate } from "react-admin";
import { useWebsites } from "../../providers/activeWebsite";

const flagChoices = [
  { id: "1", name: "app.money.payments.filter_yes" },
  { id: "0", name: "app.money.payments.filter_no" },
];

/** Admins: every store's payments (no value) or one store's. The store list is every store for them. */
const PaymentStoreFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data } = useWebsites();
  const choices = (data ?? []).map((store) => ({ id: String(store.id), name: store.name }));
  return (
    <SelectInput
      source={source}
      label="app.money.payments.store"
      choices={choices}
      emptyText="app.money.payments.all_stores"
      translateChoice={false}
    />
  );
};

/** Rows filtered by is_request and done (each any, yes or no); admins also by store. */
export function usePaymentRequestFilters(isAdmin: boolean) {
  const translate = useTranslate();
  const flag = (source: "is_request" | "done") => (
    <SelectInput
      key={source}
      source={source}
      label={`app.money.payments.${source}`}
      choices={flagChoices}
      emptyText={translate("app.money.payments.filter_any")}
      alwaysOn
    />
  );
  return [
    flag("is_request"),
    flag("done"),
    ...(isAdmin ? [<PaymentStoreFilter key="website_id" source="website_id" alwaysOn />] : []),
  ];
}
