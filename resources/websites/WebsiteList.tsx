import { Typography, useMediaQuery, type Theme } from "@mui/material";
import {
  DataTable,
  List,
  Loading,
  SearchInput,
  useListContext,
  useTranslate,
  type RowClickFunction,
} from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { rowRights } from "./rowRights";
import type { WebsiteListFilter } from "../../providers/data/websites";
import { WebsiteActionsProvider } from "./WebsiteActionsContext";
import { PlanChip, StateChips } from "./WebsiteChips";
import { WebsiteEmpty } from "./WebsiteEmpty";
import { WebsiteListActions } from "./WebsiteListActions";
import { WebsiteListTabs } from "./WebsiteListTabs";
import { WebsiteName } from "./WebsiteName";
import { WebsiteOwner } from "./WebsiteOwner";
import { WebsiteRowMenu } from "./WebsiteRowMenu";
import { WebsiteSimpleList } from "./WebsiteSimpleList";
import type { WebsiteRecord } from "../../domain/contracts/websites";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The archived tab has its own empty text; the first-store invitation is for the tab in use. */
const NoRows = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const archived = (filterValues as WebsiteListFilter).archived === "1";
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
      {translate(archived ? "app.stores.list.empty_archived" : "app.stores.list.no_match")}
    </Typography>
  );
};

const WebsiteTable = ({ isAdmin }: { isAdmin: boolean }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  // A row opens its settings where the user may change them.
  const rowClick: RowClickFunction<WebsiteRecord> = (id, _resource, record) =>
    user && rowRights(user, record).settings ? `/websites/${id}` : false;
  return (
    <>
      <WebsiteListTabs />
      {small ? (
        <WebsiteSimpleList />
      ) : (
        <DataTable<WebsiteRecord> rowClick={rowClick} bulkActionButtons={false} empty={<NoRows />}>
          <DataTable.Col source="name" field={WebsiteName} disableSort />
          {isAdmin ? (
            <DataTable.Col source="owner" label="app.stores.list.owner" field={WebsiteOwner} disableSort />
          ) : null}
          <DataTable.Col source="plan" field={PlanChip} disableSort />
          <DataTable.Col source="is_launched" label="app.stores.list.state" field={StateChips} disableSort />
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
          <DataTable.Col source="created_at" disableSort render={(record) => formatDate(record.created_at)} />
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
 * first, with their lifecycle actions.
 */
const WebsiteList = () => {
  const { perPage, isPending } = useUserPerPage();
  const { user } = useCurrentUser();
  if (isPending || !user) return <Loading />;
  return (
    <WebsiteActionsProvider isAdmin={user.is_admin}>
      <List
        filters={filters}
        perPage={perPage}
        pagination={<ListPagination />}
        sort={{ field: "created_at", order: "DESC" }}
        exporter={false}
        actions={<WebsiteListActions />}
        empty={<WebsiteEmpty />}
      >
        <WebsiteTable isAdmin={user.is_admin} />
      </List>
    </WebsiteActionsProvider>
  );
};

export default WebsiteList;
