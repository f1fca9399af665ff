import { Typography } from "@mui/material";
import { DataTable, Loading, SearchInput, useTranslate, type RowClickFunction } from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import { AppList } from "../../ui/lists/AppList";
import { BulkActions } from "../../ui/lists/BulkActions";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { rowRights } from "./rowRights";
import { WebsiteActionsProvider } from "./WebsiteActionsContext";
import { PlanChip, StateChips } from "./WebsiteChips";
import { WebsiteEmpty } from "./WebsiteEmpty";
import { WebsiteListActions } from "./WebsiteListActions";
import { WebsiteListTabs } from "./WebsiteListTabs";
import { WebsiteName } from "./WebsiteName";
import { WebsiteOwner } from "./WebsiteOwner";
import { WebsiteRowMenu } from "./WebsiteRowMenu";
import { WebsiteSimpleList } from "./WebsiteSimpleList";
import { storeExporter } from "./storeExporter";
import { useArchivedTab } from "./useArchivedTab";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { usePhone } from "../../ui/usePhone";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The archived tab has its own empty text; the first-store invitation is for the tab in use. */
const NoRows = () => {
  const translate = useTranslate();
  const archived = useArchivedTab();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
      {translate(archived ? "app.stores.list.empty_archived" : "app.stores.list.no_match")}
    </Typography>
  );
};

const WebsiteTable = ({ isAdmin }: { isAdmin: boolean }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const small = usePhone();
  const archived = useArchivedTab();
  // A row opens its settings where the user may change them.
  const rowClick: RowClickFunction<WebsiteRecord> = (id, _resource, record) =>
    user && rowRights(user, record).settings ? `/websites/${id}` : false;
  return (
    <>
      <WebsiteListTabs />
      {small ? (
        <WebsiteSimpleList />
      ) : (
        <DataTable<WebsiteRecord>
          rowClick={rowClick}
          // Chosen rows are read again through BREAD, which knows only the stores in use.
          bulkActionButtons={archived ? false : <BulkActions remove={false} readExport />}
          empty={<NoRows />}
        >
          <DataTable.Col source="name" field={WebsiteName} />
          {isAdmin ? (
            <DataTable.Col source="owner" label="app.stores.list.owner" field={WebsiteOwner} disableSort />
          ) : null}
          <DataTable.Col source="plan" field={PlanChip} />
          <DataTable.Col source="is_launched" label="app.stores.list.state" field={StateChips} />
          {isAdmin ? (
            <DataTable.NumberCol source="products_count" label="app.stores.list.products" disableSort />
          ) : null}
          {isAdmin ? (
            <DataTable.NumberCol source="orders_count" label="app.stores.list.orders" disableSort />
          ) : null}
          {isAdmin ? (
            <DataTable.Col
              source="revenue"
              label="app.stores.list.revenue"
              align="right"
              disableSort
              render={(record) => formatCents(record.revenue ?? 0)}
            />
          ) : null}
          <DataTable.Col source="created_at" render={(record) => formatDate(record.created_at)} />
          <DataTable.Col source="id" label={translate("app.stores.list.actions")} disableSort align="right">
            <WebsiteRowMenu />
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
};

/**
 * /websites: the user's stores (platform admins: every store, with owners and figures), newest
 * first or sorted by name, plan, state or creation, with their lifecycle actions; the chosen rows
 * or the whole list export as CSV. The figures are counted per page, so they do not sort.
 */
const WebsiteList = () => {
  const { user } = useCurrentUser();
  if (!user) return <Loading />;
  return (
    <WebsiteActionsProvider isAdmin={user.is_admin}>
      <AppList<WebsiteRecord>
        filters={filters}
        sort={{ field: "created_at", order: "DESC" }}
        exporter={storeExporter}
        actions={<WebsiteListActions />}
        empty={<WebsiteEmpty />}
      >
        <WebsiteTable isAdmin={user.is_admin} />
      </AppList>
    </WebsiteActionsProvider>
  );
};

export default WebsiteList;
