import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { SHIPMENT_STATUSES } from "../../domain/order-money";

const statusChoices = SHIPMENT_STATUSES.map((status) => ({
  id: status,
  name: `app.orders.shipments.status.${status}`,
}));

/** The tracking number search (the model's `q`) and the status. */
export function useShipmentFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate("app.orders.shipments.fields.tracking_number")}
    />,
    <SelectInput
      key="status"
      source="status"
      label="app.orders.shipments.fields.status"
      choices={statusChoices}
      alwaysOn
    />,
  ];
}
