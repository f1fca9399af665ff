import { Fragment } from "react";
import { Box, Typography } from "@mui/material";
import { DataTable, List, Loading, useTranslate } from "react-admin";
import { formatDate } from "../../ui/format";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { BulkDeactivateButton } from "./BulkDeactivateButton";
import { UserMarginCell, UserRowActions } from "./UserRowActions";
import { UserSimpleList } from "./UserSimpleList";
import { UserStatusChip } from "./UserStatusChip";
import { useUserFilters } from "./userFilters";
import { userRoleText } from "./userRole";
import type { UserRecord } from "../../domain/contracts/users";
import { usePhone } from "../../ui/usePhone";

/**
 * Long e-mails and role keys may wrap after "@", "-", "." and "_" (never inside a word), so the
 * table fits its card at 1280 px.
 */
const breakable = (text: string) =>
  text.split(/(?<=[@_.-])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));

const BULK_BAR_INLINE = { position: "static", transform: "none" } as const;

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: "center" }}>
      <Typography color="text.secondary">{translate("app.admin.users.empty")}</Typography>
    </Box>
  );
};

/**
 * Every user, for platform admins: searched, filtered, sorted and paged by the server; a row opens
 * the user's edit page; deactivation, the production margin and "log in as" act on the row.
 * Users come from sign-up and invitations, so there is no create.
 */
const UserList = () => {
  const translate = useTranslate();
  const { perPage, isPending } = useUserPerPage();
  const filters = useUserFilters();
  const small = usePhone();
  if (isPending) return <Loading />;
  const t = (key: string) => translate(`app.admin.users.${key}`);

  return (
    <List
      resource="User"
      title={translate("app.admin.users.title")}
      filters={filters}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "name", order: "ASC" }}
      actions={<ListToolbar create={false} />}
      empty={false}
      // The list's content scrolls sideways, which would clip the bulk actions bar react-admin
      // slides above the table: it takes its own line instead.
      sx={{ "& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)": BULK_BAR_INLINE }}
    >
      {small ? (
        <UserSimpleList />
      ) : (
        <DataTable<UserRecord>
          rowClick="edit"
          bulkActionButtons={
            <BulkActions remove={false}>
              <BulkDeactivateButton />
            </BulkActions>
          }
          empty={<Empty />}
          sx={{ "& .column-created_at, & .user-actions": { whiteSpace: "nowrap" } }}
        >
          <DataTable.Col source="name" label={t("name")} />
          <DataTable.Col source="email" label={t("email")} render={(user) => breakable(user.email)} />
          <DataTable.Col<UserRecord>
            source="role_id"
            label={t("role")}
            disableSort
            render={(user) => breakable(userRoleText(user, translate))}
          />
          <DataTable.Col source="production_margin" label={t("margin")} disableSort field={UserMarginCell} />
          <DataTable.Col source="deactivated_at" label={t("status")} field={UserStatusChip} />
          <DataTable.Col
            source="created_at"
            label={t("created")}
            render={(user) => formatDate(user.created_at)}
          />
          <DataTable.Col
            label={t("actions")}
            disableSort
            field={UserRowActions}
            cellClassName="user-actions"
          />
        </DataTable>
      )}
    </List>
  );
};

export default UserList;
