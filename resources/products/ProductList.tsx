import { DataTable, List, Loading } from "react-admin";
import { formatCents, formatDate } from "../../src/format";
import { ListPagination, useUserPerPage } from "../../src/listPaging";
import { ProductStatusChip } from "./ProductStatusChip";
import { ProductThumbnail } from "./ProductThumbnail";
import { productFilters } from "./productFilters";
import type { ProductRecord } from "./types";

const ProductList = () => {
  const { perPage, isPending } = useUserPerPage();
  if (isPending) return <Loading />;

  return (
    <List
      filters={productFilters}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "sort_order", order: "ASC" }}
      exporter={false}
    >
      <DataTable<ProductRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="preview_photo_url" field={ProductThumbnail} disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="price" align="right" render={(record) => formatCents(record.price)} />
        <DataTable.Col source="status" field={ProductStatusChip} disableSort />
        <DataTable.NumberCol source="inventory_quantity" />
        <DataTable.Col source="updated_at" render={(record) => formatDate(record.updated_at)} />
      </DataTable>
    </List>
  );
};

export default ProductList;
