import { useMediaQuery, type Theme } from "@mui/material";
import { DataTable, List, Loading, SimpleList, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListLoadError } from "../../ui/lists/ListLoadError";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { ListPagination, useUserPerPage } from "../../ui/lists/listPaging";
import { InvitationEmail, InvitationExpiry, InvitationStatusChip } from "./InvitationCells";
import { useInvitationFilters } from "./invitationFilters";
import { InvitationRowActions } from "./InvitationRowActions";
import type { Invitation } from "./types";

const T = "app.team.invitations";

/**
 * /Invitation: the active store's invitations with role, status and expiry; search by address,
 * status and role filters, export, delete one or many. A row opens the invitation's change form.
 */
const InvitationList = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  const { perPage, isPending } = useUserPerPage();
  const filters = useInvitationFilters();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  if (isPending) return <Loading />;
  return (
    <List<Invitation>
      resource="Invitation"
      title={translate(`${T}.title`)}
      filters={filters}
      filter={websiteId === null ? {} : { website_id: websiteId }}
      perPage={perPage}
      pagination={<ListPagination />}
      sort={{ field: "created_at", order: "DESC" }}
      empty={<ListEmpty text={`${T}.empty`} createLabel={`${T}.invite`} create />}
      error={<ListLoadError />}
      actions={<ListToolbar />}
    >
      {small ? (
        <SimpleList<Invitation>
          primaryText={(i) => i.email}
          secondaryText={(i) => translate(`${T}.status.${i.status}`)}
          tertiaryText={(i) => translate(`app.team.roles.${i.company_role}`)}
          rowClick="edit"
        />
      ) : (
        <DataTable<Invitation> rowClick="edit" bulkActionButtons={<BulkActions />}>
          <DataTable.Col source="email" label={`${T}.email`} field={InvitationEmail} />
          <DataTable.Col source="status" label={`${T}.status_filter`} field={InvitationStatusChip} />
          <DataTable.Col
            source="expires_at"
            label={`${T}.expiry`}
            field={InvitationExpiry}
            sx={{ whiteSpace: "nowrap" }}
          />
          <DataTable.Col
            label="app.team.actions"
            align="right"
            disableSort
            render={() => <InvitationRowActions />}
          />
        </DataTable>
      )}
    </List>
  );
};

export default InvitationList;
