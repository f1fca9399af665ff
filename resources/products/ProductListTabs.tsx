import { Tab, Tabs } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import type { ProductListFilter } from "../../domain/contracts/product-list";

/** The store's products, or the deleted ones (to restore them). */
export const ProductListTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const deleted = (filterValues as ProductListFilter).deleted === "1" ? "1" : "0";
  return (
    <Tabs
      value={deleted}
      onChange={(_, value: string) => {
        const { deleted: _old, ...rest } = filterValues as ProductListFilter;
        setFilters(value === "1" ? { ...rest, deleted: "1" } : rest, displayedFilters);
      }}
      sx={{ px: 2, borderBottom: 1, borderColor: "divider" }}
    >
      <Tab value="0" label={translate("app.productList.tabs.all")} />
      <Tab value="1" label={translate("app.productList.tabs.deleted")} />
    </Tabs>
  );
};
