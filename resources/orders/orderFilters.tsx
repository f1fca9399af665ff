import { BooleanInput, SearchInput, SelectInput, useTranslate } from "react-admin";
import { ORDER_STATUSES } from "../../domain/orders";
import { OrderPeriodFilter } from "./OrderPeriodFilter";
import { OrderStoreFilter } from "./OrderStoreFilter";
import type { OrderScope } from "./types";

const statusChoices = ORDER_STATUSES.map((status) => ({ id: status, name: `app.order_status.${status}` }));

/** Status, period (the shared date-range selector), buyer search; the store for multi-store lists. */
export function useOrderFilters(scope: OrderScope) {
  const translate = useTranslate();
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.orders.filters.search")} />,
    <SelectInput
      key="status"
      source="status"
      label="app.orders.filters.status"
      choices={statusChoices}
      alwaysOn
    />,
    <OrderPeriodFilter key="period" source="created_at_gte" alwaysOn />,
    ...(scope === "store" ? [] : [<OrderStoreFilter key="store" source="website_id" alwaysOn />]),
    <BooleanInput key="archived" source="archived" label="app.orders.filters.archived" />,
  ];
}
