import { useState, type MouseEvent, type ReactNode } from "react";
import { IconButton, Stack, Tooltip } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import DeleteSweepIcon from "@mui/icons-material/DeleteSweepOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import PreviewIcon from "@mui/icons-material/DraftsOutlined";
import SendIcon from "@mui/icons-material/SendOutlined";
import { useRecordContext, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useApiCall } from "../../ui/useApiCall";
import { InvitationPreviewDialog } from "./InvitationPreviewDialog";
import type { Invitation, TeamMessage } from "./types";
import { useInvitationsChanged } from "./useInvitations";

interface ActionProps {
  title: string;
  label: string;
  onClick: () => void;
  disabled: boolean;
  danger?: boolean;
  children: ReactNode;
}

/** One icon action of a row; a click on it does not open the row. */
const Action = ({ title, label, onClick, disabled, danger = false, children }: ActionProps) => (
  <Tooltip title={title}>
    <span>
      <IconButton
        aria-label={label}
        color={danger ? "error" : "default"}
        disabled={disabled}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/**
 * An invitation's actions: preview the mail, resend, change, delete, withdraw from every store.
 * Answered invitations can only be deleted. `onEdit` opens the change; without it there is none.
 */
export const InvitationRowActions = ({ onEdit }: { onEdit?: (invitation: Invitation) => void }) => {
  const invitation = useRecordContext<Invitation>();
  const translate = useTranslate();
  const confirm = useConfirm();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(invitation?.website_id ?? 0);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  if (!invitation) return null;
  const { email } = invitation;
  const open = invitation.status === "pending" || invitation.status === "expired";

  const act = async (send: (id: number) => Promise<TeamMessage>) => {
    setBusy(true);
    const outcome = await call(() => send(invitation.id));
    setBusy(false);
    if (outcome.ok) await changed(outcome.result);
  };
  const askThen = (content: string, send: (id: number) => Promise<TeamMessage>) =>
    confirm({ content, translateOptions: { email } }).then(() => act(send), ignoreCanceled);
  const t = (key: string) => translate(`app.team.invitations.${key}`, { email });

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      {open ? (
        <Action
          title={translate("app.team.preview.open")}
          label={translate("app.team.preview.open_for", { email })}
          onClick={() => setPreview(true)}
          disabled={busy}
        >
          <PreviewIcon fontSize="small" />
        </Action>
      ) : null}
      {open ? (
        <Action
          title={t("resend")}
          label={t("resend_to")}
          onClick={() => void act(dataProvider.resendStoreInvitation)}
          disabled={busy}
        >
          <SendIcon fontSize="small" />
        </Action>
      ) : null}
      {open && onEdit ? (
        <Action title={t("edit")} label={t("edit_for")} onClick={() => onEdit(invitation)} disabled={busy}>
          <EditIcon fontSize="small" />
        </Action>
      ) : null}
      <Action
        title={t("delete")}
        label={t("delete_for")}
        onClick={() =>
          void askThen("app.team.invitations.delete_confirm", dataProvider.deleteStoreInvitation)
        }
        disabled={busy}
        danger
      >
        <DeleteIcon fontSize="small" />
      </Action>
      {open ? (
        <Action
          title={t("withdraw_all")}
          label={t("withdraw_all_for")}
          onClick={() =>
            void askThen("app.team.invitations.withdraw_all_confirm", dataProvider.withdrawStoreInvitation)
          }
          disabled={busy}
          danger
        >
          <DeleteSweepIcon fontSize="small" />
        </Action>
      ) : null}
      {preview ? (
        <InvitationPreviewDialog
          websiteId={invitation.website_id}
          invitation={invitation}
          onClose={() => setPreview(false)}
        />
      ) : null}
    </Stack>
  );
};
