import { SearchInput, SelectInput } from "react-admin";
import { PRODUCT_STATUSES } from "../../domain/contracts/product-list";

const statusChoices = PRODUCT_STATUSES.map((status) => ({
  id: status,
  name: `app.product_status.${status}`,
}));

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];
