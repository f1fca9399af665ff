import { AppList } from "../../ui/lists/AppList";
import { InventoryDialogs } from "./inventory-dialogs";
import { ProductListActions } from "./ProductListActions";
import { ProductListTabs } from "./ProductListTabs";
import { ProductTable } from "./ProductTable";
import { productFilters } from "./productFilters";

/**
 * /products: the active store's products (GET /api/all/website/products), with term search,
 * status filter, page sizes from the user's page_view, drag-and-drop order, bulk work, quick
 * edit, CSV import and export, a Deleted tab, and the low stock / price change dialogs.
 */
const ProductList = () => {
  return (
    <>
      <AppList
        filters={productFilters}
        sort={{ field: "sort_order", order: "ASC" }}
        queryOptions={{ meta: { storeProductList: true } }}
        exporter={false}
        actions={<ProductListActions />}
        empty={false}
        sx={{ "& .RaList-actions > form": { minWidth: 240 } }}
      >
        <ProductListTabs />
        <ProductTable />
      </AppList>
      <InventoryDialogs />
    </>
  );
};

export default ProductList;
