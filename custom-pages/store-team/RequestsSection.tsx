import { useState } from "react";
import { Stack, Tab, Tabs } from "@mui/material";
import { useTranslate } from "react-admin";
import { REQUEST_STATUSES, type RequestStatus } from "../../domain/invitations";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { PagedTable, StatusSelect } from "./ListState";
import { RequestEditDialog } from "./RequestEditDialog";
import { RequestRow } from "./RequestRow";
import { TeamSection } from "./TeamSection";
import type { JoinRequest } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "./useApiCall";
import { useInvitationsChanged } from "./useInvitations";
import { useRequests, useRequestsChanged, type RequestScope } from "./useRequests";

/**
 * Requests to join this store (asked on /request with the store's link); platform admins also
 * see requests for an invitation to the platform. Accepting sends a client invitation to this store.
 */
export const RequestsSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const { user } = useCurrentUser();
  const requestsChanged = useRequestsChanged(websiteId);
  const invitationsChanged = useInvitationsChanged(websiteId);
  const [scope, setScope] = useState<RequestScope>("store");
  const [status, setStatus] = useState<RequestStatus | "">("pending");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [editing, setEditing] = useState<JoinRequest | null>(null);
  const { data, isPending, isError } = useRequests(websiteId, scope, status, page);

  const answer = async (request: JoinRequest, next: "accepted" | "declined") => {
    setBusy(request.id);
    // A platform request has no store: accepting it invites the person to this one.
    const target = request.website_id === null && next === "accepted" ? { website_id: websiteId } : {};
    const outcome = await call(() =>
      dataProvider.answerStoreJoinRequest({ id: request.id, status: next, ...target }),
    );
    setBusy(null);
    if (!outcome.ok) return;
    await requestsChanged();
    if (next === "accepted") await invitationsChanged();
  };

  return (
    <TeamSection
      title={translate("app.team.requests.title")}
      description={translate("app.team.requests.description")}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2, alignItems: { sm: "center" } }}>
        {user?.is_admin ? (
          <Tabs
            value={scope}
            onChange={(_, next: RequestScope) => {
              setScope(next);
              setPage(1);
            }}
          >
            <Tab value="store" label={translate("app.team.requests.scope.store")} />
            <Tab value="platform" label={translate("app.team.requests.scope.platform")} />
          </Tabs>
        ) : null}
        <StatusSelect
          keys="app.team.requests"
          statuses={REQUEST_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </Stack>
      <PagedTable
        query={{ data, isPending, isError }}
        empty="app.team.requests.empty"
        row={(request) => (
          <RequestRow
            key={request.id}
            request={request}
            busy={busy === request.id}
            onAnswer={(next) => void answer(request, next)}
            onEdit={() => setEditing(request)}
          />
        )}
        onPageChange={setPage}
      />
      {editing ? (
        <RequestEditDialog websiteId={websiteId} request={editing} onClose={() => setEditing(null)} />
      ) : null}
    </TeamSection>
  );
};
