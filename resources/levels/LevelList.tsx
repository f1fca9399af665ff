import { DataTable, SearchInput, SimpleList, useTranslate } from "react-admin";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { useActiveStoreFilter } from "../../providers/activeWebsite";
import type { Level } from "../invitations/types";
import { usePhone } from "../../ui/usePhone";

const T = "app.team.levels";

/** /Level: the active store's access levels with their number of users; a row opens the level. */
const LevelList = () => {
  const translate = useTranslate();
  const storeFilter = useActiveStoreFilter();
  const small = usePhone();
  const count = (level: Level) => translate(`${T}.users_count`, { smart_count: level.users_count });
  return (
    <AppList<Level>
      resource="Level"
      title={translate(`${T}.title`)}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate("app.team.search")} />]}
      filter={storeFilter}
      sort={{ field: "name", order: "ASC" }}
      empty={<ListEmpty text={`${T}.empty`} createLabel={`${T}.create`} create />}
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
    </AppList>
  );
};

export default LevelList;
