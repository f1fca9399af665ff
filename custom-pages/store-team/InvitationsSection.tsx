import { useState } from "react";
import { Button, TableCell } from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAddAlt1Outlined";
import { useTranslate } from "react-admin";
import { INVITATION_STATUSES } from "../../domain/invitations";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { InvitationDialog } from "./InvitationDialog";
import { InvitationPreviewDialog } from "./InvitationPreviewDialog";
import { InvitationRow } from "./InvitationRow";
import { PagedTable, StatusSelect } from "./ListState";
import { TeamSection } from "./TeamSection";
import type { Invitation, TeamMessage } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "./useApiCall";
import { useInvitations, useInvitationsChanged, type StatusFilter } from "./useInvitations";

/** The store's invitations: invite, resend, change, delete; filtered by status, 10 a page. */
export const InvitationsSection = ({ websiteId }: { websiteId: number }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(websiteId);
  const [status, setStatus] = useState<StatusFilter>("");
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ invitation?: Invitation } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [preview, setPreview] = useState<Invitation | null>(null);
  const { data, isPending, isError } = useInvitations(websiteId, status, page);

  const act = async (invitation: Invitation, send: (id: number) => Promise<TeamMessage>) => {
    setBusy(invitation.id);
    const outcome = await call(() => send(invitation.id));
    setBusy(null);
    if (outcome.ok) await changed(outcome.result);
  };
  const askThen = (invitation: Invitation, content: string, send: (id: number) => Promise<TeamMessage>) =>
    confirm({ content, translateOptions: { email: invitation.email } }).then(
      () => act(invitation, send),
      ignoreCanceled,
    );

  return (
    <TeamSection
      title={translate("app.team.invitations.title")}
      description={translate("app.team.invitations.description")}
      action={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setDialog({})}>
          {translate("app.team.invitations.invite")}
        </Button>
      }
    >
      <StatusSelect
        keys="app.team.invitations"
        statuses={INVITATION_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        mb={2}
      />
      <PagedTable
        query={{ data, isPending, isError }}
        empty="app.team.invitations.empty"
        head={
          <>
            <TableCell>{translate("app.team.invitations.email")}</TableCell>
            <TableCell>{translate("app.team.invitations.status_filter")}</TableCell>
            <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
              {translate("app.team.invitations.expiry")}
            </TableCell>
            <TableCell align="right">{translate("app.team.actions")}</TableCell>
          </>
        }
        row={(invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            busy={busy === invitation.id}
            onResend={() => void act(invitation, dataProvider.resendStoreInvitation)}
            onPreview={() => setPreview(invitation)}
            onEdit={() => setDialog({ invitation })}
            onDelete={() =>
              void askThen(
                invitation,
                "app.team.invitations.delete_confirm",
                dataProvider.deleteStoreInvitation,
              )
            }
            onWithdrawAll={() =>
              void askThen(
                invitation,
                "app.team.invitations.withdraw_all_confirm",
                dataProvider.withdrawStoreInvitation,
              )
            }
          />
        )}
        onPageChange={setPage}
      />
      {dialog ? (
        <InvitationDialog
          websiteId={websiteId}
          invitation={dialog.invitation}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {preview ? (
        <InvitationPreviewDialog
          websiteId={websiteId}
          invitation={preview}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </TeamSection>
  );
};
