import { useMediaQuery, type Theme } from "@mui/material";
import { DataTable, List, Loading, SearchInput, SimpleList, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListLoadError } from "../../ui/lists/ListLoadError";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import type { Level } from "../invitations/types";

const T = "app.team.levels";

/** /Level: the active store's access levels with their number of users; a row opens the level. */
const LevelList = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const { perPage, isPending } = useUserPerPage();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  if (isPending) return <Loading />;
  const count = (level: Level) => translate(`${T}.users_count`, { smart_count: level.users_count });
  return (
    <List<Level>
      resource="Level"
      title={translate(`${T}.title`)}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("app.team.search")} />]}
      filter={websiteId === null ? {} : { website_id: websiteId }}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "name", order: "ASC" }}
      empty={<ListEmpty text={`${T}.empty`} createLabel={`${T}.create`} create />}
      error={<ListLoadError />}
      actions={<ListToolbar />}
    >
      {small ? (
        <SimpleList<Level> primaryText={(l) => l.name} secondaryText={count} rowClick="show" />
      ) : (
        <DataTable<Level> rowClick="show" bulkActionButtons={<BulkActions />}>
          <DataTable.Col source="name" label={`${T}.name`} />
          <DataTable.Col source="users_count" label={`${T}.users`} disableSort render={count} />
          <DataTable.Col
            source="created_at"
            label={`${T}.created_at`}
            render={(l) => formatDate(l.created_at)}
          />
        </DataTable>
      )}
    </List>
  );
};

export default LevelList;
