import { useState } from "react";
import { MenuItem, Stack, Tab, Table, TableBody, TablePagination, Tabs, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { REQUEST_STATUSES, type RequestStatus } from "../../domain/invitations";
import { useCurrentUser } from "../../src/useCurrentUser";
import { EmptyList, ListSkeleton, LoadFailed } from "./ListState";
import { RequestEditDialog } from "./RequestEditDialog";
import { RequestRow } from "./RequestRow";
import { TeamSection } from "./TeamSection";
import type { JoinRequest } from "./types";
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
    const outcome = await call("/api/change/request/status", {
      method: "PUT",
      body: { id: request.id, status: next, ...target },
    });
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
        <TextField
          select
          size="small"
          label={translate("app.team.requests.status_filter")}
          // "All" is the empty value: shown, with the label above it rather than over it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RequestStatus | "");
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{translate("app.team.requests.status.all")}</MenuItem>
          {REQUEST_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.team.requests.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadFailed />
      ) : data.total === 0 ? (
        <EmptyList text="app.team.requests.empty" />
      ) : (
        <>
          <Table size="small">
            <TableBody>
              {data.data.map((request) => (
                <RequestRow
                  key={request.id}
                  request={request}
                  busy={busy === request.id}
                  onAnswer={(next) => void answer(request, next)}
                  onEdit={() => setEditing(request)}
                />
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.total}
            page={data.current_page - 1}
            rowsPerPage={data.per_page}
            rowsPerPageOptions={[data.per_page]}
            onPageChange={(_, next) => setPage(next + 1)}
          />
        </>
      )}
      {editing ? (
        <RequestEditDialog websiteId={websiteId} request={editing} onClose={() => setEditing(null)} />
      ) : null}
    </TeamSection>
  );
};
