import { DataTable, List, Loading } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { formatCents, formatDate } from "../../src/format";
import { ListPagination, useUserPerPage } from "../../src/listPaging";
import { useCurrentUser } from "../../src/useCurrentUser";
import { OrderStatusChip } from "./OrderStatusChip";
import { orderFilters } from "./orderFilters";
import type { OrderRecord } from "./types";

const OrderList = () => {
  const { user } = useCurrentUser();
  const { perPage, isPending } = useUserPerPage();
  if (isPending) return <Loading />;
  // Spec §3: the admin view adds the store column, admins seeing every store's orders.
  const showStore = user !== undefined && isAdminUser(user);

  return (
    <List
      filters={orderFilters}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "created_at", order: "DESC" }}
      exporter={false}
    >
      <DataTable<OrderRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="id" render={(record) => `#${record.id}`} />
        <DataTable.Col source="created_at" render={(record) => formatDate(record.created_at)} />
        <DataTable.Col source="buyer_name" />
        {showStore ? <DataTable.Col source="website_name" disableSort /> : null}
        <DataTable.Col source="price" align="right" render={(record) => formatCents(record.price)} />
        <DataTable.Col source="profit" align="right" render={(record) => formatCents(record.profit)} />
        <DataTable.Col source="status" field={OrderStatusChip} />
      </DataTable>
    </List>
  );
};

export default OrderList;
