import { Box, Typography } from "@mui/material";
import { DataTable, useTranslate } from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import { AppList } from "../../ui/lists/AppList";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useSeesMoney } from "../../ui/useSeesMoney";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { OrderBulkActions } from "./OrderBulkActions";
import { OrderRowActions } from "./OrderRowActions";
import { OrderSimpleList } from "./OrderSimpleList";
import { OrderBuyer } from "./OrderBuyer";
import { OrderStatusChip } from "./OrderStatusChip";
import { useOrderFilters } from "./orderFilters";
import type { OrderRecord } from "../../domain/contracts/orders";
import type { OrderScope } from "./types";
import { usePhone } from "../../ui/usePhone";

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: "center" }}>
      <Typography color="text.secondary">{translate("app.orders.empty")}</Typography>
    </Box>
  );
};

/**
 * Order table: id, created_at, buyer, price, profit, status; the admin view adds the
 * store, e-mail, amount (the platform fee) and actions. Paged, sorted and filtered by the server,
 * the list's state in the URL; the shared toolbar (filters with saved queries, columns, the
 * server's CSV export) and bulk actions; a row opens the order.
 * `store` lists the active store (/orders), `company` every store of the caller (/company-orders),
 * `all` every store for admins (/all/orders).
 */
export const OrderList = ({ scope = "store" }: { scope?: OrderScope }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const filters = useOrderFilters(scope);
  const { websiteId } = useActiveWebsite();
  const wide = scope !== "store";
  const small = usePhone();
  // The profit column is the store's money: shown where the server sends it (cells of other stores stay empty).
  const money = useSeesMoney(wide ? null : websiteId === null ? [] : [websiteId]);
  const scopeFilter = wide ? { all: true } : {};
  const admin = user?.is_admin === true;
  const L = (key: string) => translate(`app.orders.fields.${key}`);

  return (
    <AppList
      resource="Order"
      title={translate(`app.orders.title.${scope}`)}
      filters={filters}
      filter={scopeFilter}
      sort={{ field: "created_at", order: "DESC" }}
      empty={false}
      storeKey={`orders.${scope}`}
      disableAuthentication={wide}
      actions={<ListToolbar create={false} />}
    >
      {small ? (
        <OrderSimpleList showStore={wide || admin} />
      ) : (
        <DataTable<OrderRecord>
          rowClick="show"
          bulkActionButtons={<OrderBulkActions />}
          empty={<Empty />}
          // Dates, amounts, the status and the actions never break; names and stores may.
          sx={{
            "& .column-id, & .column-created_at, & .column-price, & .column-profit, & .column-platform_fee, & .column-status, & .order-actions":
              { whiteSpace: "nowrap" },
            // The list's content scrolls sideways, which would clip the bulk toolbar react-admin
            // lifts above the table: it covers the header row instead.
            "& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)": { transform: "none" },
          }}
        >
          <DataTable.Col source="id" label={L("id")} render={(r) => `#${r.id}`} />
          <DataTable.Col
            source="created_at"
            label={L("created_at")}
            render={(r) => formatDate(r.created_at)}
          />
          <DataTable.Col source="buyer_name" label={L("buyer")} field={admin ? OrderBuyer : undefined} />
          {wide || admin ? <DataTable.Col source="website_name" label={L("store_name")} /> : null}
          <DataTable.Col
            source="price"
            label={L("price")}
            align="right"
            render={(r) => formatCents(r.price)}
          />
          {money ? (
            <DataTable.Col
              source="profit"
              label={L("profit")}
              align="right"
              render={(r) => (r.profit === null ? "" : formatCents(r.profit))}
            />
          ) : null}
          {admin ? (
            <DataTable.Col
              source="platform_fee"
              label={L("amount")}
              align="right"
              render={(r) => formatCents(r.platform_fee)}
            />
          ) : null}
          <DataTable.Col source="status" label={L("status")} field={OrderStatusChip} />
          {admin ? (
            <DataTable.Col
              label={L("actions")}
              disableSort
              field={OrderRowActions}
              cellClassName="order-actions"
            />
          ) : null}
        </DataTable>
      )}
    </AppList>
  );
};

const StoreOrders = () => <OrderList scope="store" />;
export default StoreOrders;
/** /company-orders: the orders of every store the caller browses orders of (the company sidebar's All Orders). */
export const CompanyOrders = () => <OrderList scope="company" />;
/** /all/orders: every store's orders, with the admin columns for platform admins. */
export const AllOrders = () => <OrderList scope="all" />;
