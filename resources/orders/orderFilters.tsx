import { SearchInput, SelectInput } from "react-admin";
import { ORDER_STATUSES } from "../../domain/orders";

const statusChoices = ORDER_STATUSES.map((status) => ({ id: status, name: `app.order_status.${status}` }));

export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];
