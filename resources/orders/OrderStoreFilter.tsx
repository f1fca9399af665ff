import { SelectInput } from "react-admin";
import { useWebsites } from "../../providers/activeWebsite";

/** The stores the caller can open, for the multi-store order lists. */
export const OrderStoreFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { data } = useWebsites();
  const choices = (data ?? []).map((w) => ({ id: w.id, name: w.name }));
  return <SelectInput source={source} label="app.orders.filters.store" choices={choices} />;
};
