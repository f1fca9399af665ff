import { useQuery } from "@tanstack/react-query";
import { BooleanInput, SearchInput, SelectInput, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { activeChoices, methodChoices } from "./choices";

const asChoices = (rows: { name: string; count: number }[] | undefined) =>
  (rows ?? []).map((row) => ({ id: row.name, name: `${row.name} (${row.count})` }));

/** Search (name, short name, style id, brand), brand, supplier category, status, method, popular. */
export function useSupplierProductFilters() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  // Brands and supplier categories change rarely: one read per five minutes.
  const brands = useQuery({
    queryKey: ["SupplierProduct", "brands"],
    queryFn: () => dataProvider.fetchBrands(),
    staleTime: 300_000,
  });
  const categories = useQuery({
    queryKey: ["SupplierProduct", "categories"],
    queryFn: () => dataProvider.fetchSupplierCategories(),
    staleTime: 300_000,
  });
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.catalogue.search")} />,
    <SelectInput
      key="brand"
      source="brand"
      label="app.catalogue.brand"
      choices={asChoices(brands.data)}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="category"
      source="category"
      label="app.catalogue.admin.fields.category"
      choices={asChoices(categories.data)}
      translateChoice={false}
    />,
    <SelectInput
      key="is_active"
      source="is_active"
      label="app.catalogue.supplier_products.status"
      choices={activeChoices}
      alwaysOn
    />,
    <SelectInput
      key="suggested_method"
      source="suggested_method"
      label="app.catalogue.admin.fields.suggested_method"
      choices={methodChoices}
    />,
    <BooleanInput key="popular" source="popular" label="app.catalogue.admin.fields.popular" />,
  ];
}
