import { DataTable, List, Loading, SimpleList, useTranslate, type RowClickFunction } from "react-admin";
import type { LevelUserRow } from "../../providers/data/adminPanel";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListLoadError } from "../../ui/lists/ListLoadError";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { useLevelUserFilters } from "./levelUserFilters";
import { usePhone } from "../../ui/usePhone";

/** A membership opens its user's page. */
const openUser: RowClickFunction = (_id, _resource, record) => `/User/${Number(record.user_id)}`;

/**
 * Every store's access-level memberships (GET /api/admin/po/levels/users), ordered by store, level
 * and user on the server, searched and narrowed to a store there; the list's state in the URL
 * beside the panel's tab. A row opens the user.
 */
export const LevelsTab = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.admin.levels.${key}`);
  const { perPage, isPending } = useUserPerPage();
  const filters = useLevelUserFilters();
  const small = usePhone();
  if (isPending) return <Loading />;
  const empty = <ListEmpty text="app.admin.levels.empty" />;
  return (
    <List
      resource="LevelUser"
      title={false}
      component="div"
      filters={filters}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "website_name", order: "ASC" }}
      actions={<ListToolbar create={false} readExport />}
      empty={false}
      error={<ListLoadError />}
    >
      {small ? (
        <SimpleList<LevelUserRow>
          primaryText={(r) => r.name}
          secondaryText={(r) => (
            <>
              {r.email}
              <br />
              {`${r.website_name} · ${r.level_name}`}
            </>
          )}
          rowClick={openUser}
          empty={empty}
        />
      ) : (
        <DataTable<LevelUserRow>
          aria-label={translate("app.admin.tabs.levels")}
          rowClick={openUser}
          bulkActionButtons={false}
          empty={empty}
        >
          <DataTable.Col source="website_name" label={t("store")} disableSort />
          <DataTable.Col source="level_name" label={t("level")} disableSort />
          <DataTable.Col source="name" label={t("user")} disableSort />
          <DataTable.Col source="email" label={t("email")} disableSort />
        </DataTable>
      )}
    </List>
  );
};
