import { useState } from "react";
import { Button, Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import type { JoinRequest } from "../types";
import { useInvitationsChanged } from "../useInvitations";
import { useRequestsChanged } from "./useRequests";

interface RequestActionsProps {
  /** The store whose team the request joins (a platform request is accepted into it). */
  websiteId: number;
  /** Edit the request or forward it to another store. */
  onEdit?: (request: JoinRequest) => void;
}

/** An open request can be accepted (a client invitation to this store follows) or declined. */
export const RequestActions = ({ websiteId, onEdit }: RequestActionsProps) => {
  const request = useRecordContext<JoinRequest>();
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const requestsChanged = useRequestsChanged();
  const invitationsChanged = useInvitationsChanged(websiteId);
  const [busy, setBusy] = useState(false);
  if (!request || request.status !== "pending") return null;

  const answer = async (next: "accepted" | "declined") => {
    setBusy(true);
    // A platform request has no store: accepting it invites the person to this one.
    const target = request.website_id === null && next === "accepted" ? { website_id: websiteId } : {};
    const outcome = await call(() =>
      dataProvider.answerStoreJoinRequest({ id: request.id, status: next, ...target }),
    );
    setBusy(false);
    if (!outcome.ok) return;
    await requestsChanged();
    if (next === "accepted") await invitationsChanged();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void answer("accepted")}>
        {translate("app.team.requests.accept")}
      </Button>
      <Button size="small" disabled={busy} onClick={() => void answer("declined")}>
        {translate("app.team.requests.decline")}
      </Button>
      {onEdit ? (
        <Button
          size="small"
          disabled={busy}
          onClick={() => onEdit(request)}
          aria-label={translate("app.team.request_edit.edit_for", { name: request.name })}
        >
          {translate("app.team.request_edit.edit")}
        </Button>
      ) : null}
    </Stack>
  );
};
