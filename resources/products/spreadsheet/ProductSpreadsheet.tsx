import { ListBase, Loading, Title, useCanAccess, useRequireAccess } from "react-admin";
import { useUserPerPage } from "../../../ui/lists/listPaging";
import { ProductSheet } from "./ProductSheet";

/**
 * /Product/spreadsheet: the active store's products (paged in SQL like the list) edited in place,
 * for staff who may edit products; others are sent to the access-denied page.
 */
const ProductSpreadsheet = () => {
  // Denied: useRequireAccess sends the user to the access-denied page.
  const { isPending: checking } = useRequireAccess({ resource: "Product", action: "edit" });
  const { canAccess } = useCanAccess({ resource: "Product", action: "edit" });
  const { perPage, isPending } = useUserPerPage();
  if (checking || isPending || !canAccess) return <Loading />;
  return (
    <ListBase
      resource="Product"
      perPage={perPage}
      sort={{ field: "sort_order", order: "ASC" }}
      queryOptions={{ meta: { storeProductList: true } }}
      storeKey="Product.spreadsheet"
    >
      <Title title="app.productList.spreadsheet.title" />
      <ProductSheet />
    </ListBase>
  );
};

export default ProductSpreadsheet;
