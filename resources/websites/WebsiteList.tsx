import { DataTable, List, Loading, SearchInput } from "react-admin";
import { formatDate } from "../../src/format";
import { ListPagination, useUserPerPage } from "../../src/listPaging";
import { DemoChip, LaunchedChip, PlanChip } from "./WebsiteChips";
import { WebsiteLink } from "./WebsiteLink";
import { WebsiteName } from "./WebsiteName";
import type { WebsiteRecord } from "./types";

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const WebsiteList = () => {
  const { perPage, isPending } = useUserPerPage();
  if (isPending) return <Loading />;
  return (
    <List
      filters={filters}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "created_at", order: "DESC" }}
      exporter={false}
    >
      <DataTable<WebsiteRecord> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" field={WebsiteName} />
        <DataTable.Col source="link" field={WebsiteLink} disableSort />
        <DataTable.Col source="plan" field={PlanChip} />
        <DataTable.Col source="is_launched" field={LaunchedChip} />
        <DataTable.Col source="is_demo" field={DemoChip} disableSort />
        <DataTable.Col source="created_at" render={(record) => formatDate(record.created_at)} />
      </DataTable>
    </List>
  );
};

export default WebsiteList;
