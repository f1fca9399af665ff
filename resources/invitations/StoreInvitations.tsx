import { useState } from "react";
import { Button } from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import { DataTable, Pagination, ReferenceManyField, useTranslate } from "react-admin";
import { INVITATION_STATUSES, type InvitationStatus } from "../../domain/invitations";
import { InvitationDialog } from "./InvitationDialog";
import { InvitationEmail, InvitationExpiry, InvitationStatusChip } from "./InvitationCells";
import { InvitationRowActions } from "./InvitationRowActions";
import { EmptyList, StatusSelect, ListLoadFailed } from "./store-users/ListState";
import { TeamSection } from "./store-users/TeamSection";
import type { Invitation } from "./types";

const T = "app.team.invitations";

/**
 * The store's invitations in its Store Users tab (the Invitation resource of this store): invite
 * one or several addresses, resend, change, delete; filtered by status, 10 a page, newest first.
 */
export const StoreInvitations = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const [status, setStatus] = useState<InvitationStatus | "">("");
  const [dialog, setDialog] = useState<{ invitation?: Invitation } | null>(null);

  return (
    <TeamSection
      title={translate(`${T}.title`)}
      description={translate(`${T}.description`)}
      action={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({})}>
          {translate(`${T}.invite`)}
        </Button>
      }
    >
      <StatusSelect keys={T} statuses={INVITATION_STATUSES} value={status} onChange={setStatus} mb={2} />
      <ReferenceManyField<{ id: number }, Invitation>
        record={{ id: websiteId }}
        reference="Invitation"
        target="website_id"
        filter={status ? { status } : {}}
        sort={{ field: "created_at", order: "DESC" }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <ListLoadFailed />
        <DataTable<Invitation>
          empty={<EmptyList text={`${T}.empty`} />}
          bulkActionButtons={false}
          rowClick={false}
          size="small"
        >
          <DataTable.Col label={`${T}.email`} field={InvitationEmail} disableSort />
          <DataTable.Col label={`${T}.status_filter`} field={InvitationStatusChip} disableSort />
          <DataTable.Col
            label={`${T}.expiry`}
            field={InvitationExpiry}
            disableSort
            sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}
          />
          <DataTable.Col
            label="app.team.actions"
            align="right"
            disableSort
            render={() => <InvitationRowActions onEdit={(invitation) => setDialog({ invitation })} />}
          />
        </DataTable>
      </ReferenceManyField>
      {dialog ? (
        <InvitationDialog
          websiteId={websiteId}
          invitation={dialog.invitation}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </TeamSection>
  );
};
