import { DataTable, SimpleList, useTranslate } from "react-admin";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListEmpty } from "../../ui/lists/ListEmpty";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { useActiveStoreFilter } from "../../providers/activeWebsite";
import { InvitationEmail, InvitationExpiry, InvitationStatusChip } from "./InvitationCells";
import { useInvitationFilters } from "./invitationFilters";
import { InvitationRowActions } from "./InvitationRowActions";
import type { Invitation } from "./types";
import { usePhone } from "../../ui/usePhone";

const T = "app.team.invitations";

/**
 * /Invitation: the active store's invitations with role, status and expiry; search by address,
 * status and role filters, export, delete one or many. A row opens the invitation's change form.
 */
const InvitationList = () => {
  const translate = useTranslate();
  const storeFilter = useActiveStoreFilter();
  const filters = useInvitationFilters();
  const small = usePhone();
  return (
    <AppList<Invitation>
      resource="Invitation"
      title={translate(`${T}.title`)}
      filters={filters}
      filter={storeFilter}
      sort={{ field: "created_at", order: "DESC" }}
      empty={<ListEmpty text={`${T}.empty`} createLabel={`${T}.invite`} create />}
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
    </AppList>
  );
};

export default InvitationList;
