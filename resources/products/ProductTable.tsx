import { DataTable, useListContext, type DataTableProps } from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import { ProductBulkActions } from "./bulk/ProductBulkActions";
import { InventoryIndicator } from "./InventoryIndicator";
import { ProductListEmpty } from "./ProductListEmpty";
import { ProductName } from "./ProductName";
import { ProductStatusChip } from "../../ui/ProductStatusChip";
import { ProductThumbnail } from "../../ui/ProductThumbnail";
import { ProductRowActions } from "./row/ProductRowActions";
import { ProductSimpleList } from "./ProductSimpleList";
import { DragHandle } from "./sort/DragHandle";
import { SortableBody } from "./sort/SortableBody";
import { SortDragProvider } from "./sort/SortDragContext";
import type { ProductListFilter, ProductRecord } from "../../domain/contracts/product-list";
import { usePhone } from "../../ui/usePhone";

export const ProductTable = () => {
  const { filterValues } = useListContext();
  const deleted = (filterValues as ProductListFilter).deleted === "1";
  const phone = usePhone();
  // The Deleted tab keeps the table on phones too: its rows are restored, not opened.
  if (phone && !deleted) return <ProductSimpleList />;
  const props: Partial<DataTableProps<ProductRecord>> = deleted ? { bulkActionButtons: false } : {};
  return (
    <SortDragProvider>
      <DataTable<ProductRecord>
        rowClick={false}
        bulkActionButtons={<ProductBulkActions />}
        body={SortableBody}
        empty={<ProductListEmpty />}
        {...props}
      >
        <DataTable.Col source="sort_order" label="app.productList.fields.sort_order" field={DragHandle} />
        <DataTable.Col source="preview_photo_url" field={ProductThumbnail} disableSort />
        <DataTable.Col source="name" field={ProductName} />
        <DataTable.Col source="price" align="right" render={(record) => formatCents(record.price)} />
        <DataTable.Col source="status" field={ProductStatusChip} disableSort />
        <DataTable.Col source="inventory_quantity" field={InventoryIndicator} />
        <DataTable.Col source="updated_at" render={(record) => formatDate(record.updated_at)} />
        <DataTable.Col source="id" label="" field={ProductRowActions} disableSort />
      </DataTable>
    </SortDragProvider>
  );
};
