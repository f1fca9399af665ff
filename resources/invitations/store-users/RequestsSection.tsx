import { useState } from "react";
import { Stack, Tab, Tabs } from "@mui/material";
import { DataTable, Pagination, ReferenceManyField, useTranslate } from "react-admin";
import { REQUEST_STATUSES, type RequestStatus } from "../../../domain/invitations";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import type { JoinRequest } from "../types";
import { EmptyList, StatusSelect, ListLoadFailed } from "./ListState";
import { RequestActions } from "./RequestActions";
import { RequestStatusChip, RequestWho } from "./RequestCells";
import { RequestEditDialog } from "./RequestEditDialog";
import { TeamSection } from "./TeamSection";
import type { RequestScope } from "./useRequests";

/**
 * Requests to join this store (asked on /request with the store's link); platform admins also
 * see requests for an invitation to the platform. Accepting sends a client invitation to this store.
 */
export const RequestsSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [scope, setScope] = useState<RequestScope>("store");
  const [status, setStatus] = useState<RequestStatus | "">("pending");
  const [editing, setEditing] = useState<JoinRequest | null>(null);

  return (
    <TeamSection
      title={translate("app.team.requests.title")}
      description={translate("app.team.requests.description")}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2, alignItems: { sm: "center" } }}>
        {user?.is_admin ? (
          <Tabs value={scope} onChange={(_, next: RequestScope) => setScope(next)}>
            <Tab value="store" label={translate("app.team.requests.scope.store")} />
            <Tab value="platform" label={translate("app.team.requests.scope.platform")} />
          </Tabs>
        ) : null}
        <StatusSelect
          keys="app.team.requests"
          statuses={REQUEST_STATUSES}
          value={status}
          onChange={setStatus}
        />
      </Stack>
      <ReferenceManyField<{ id: number }, JoinRequest>
        record={{ id: websiteId }}
        reference="StoreJoinRequest"
        target="website_id"
        filter={{ scope, ...(status ? { status } : {}) }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
      >
        <ListLoadFailed />
        <DataTable<JoinRequest>
          empty={<EmptyList text="app.team.requests.empty" />}
          bulkActionButtons={false}
          rowClick={false}
          size="small"
        >
          <DataTable.Col label="app.team.requests.title" field={RequestWho} disableSort />
          <DataTable.Col label="app.team.requests.status_filter" field={RequestStatusChip} disableSort />
          <DataTable.Col
            label="app.team.actions"
            align="right"
            disableSort
            render={() => <RequestActions websiteId={websiteId} onEdit={setEditing} />}
          />
        </DataTable>
      </ReferenceManyField>
      {editing ? <RequestEditDialog request={editing} onClose={() => setEditing(null)} /> : null}
    </TeamSection>
  );
};
