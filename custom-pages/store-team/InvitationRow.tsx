import { Chip, IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import DeleteSweepIcon from "@mui/icons-material/DeleteSweepOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import PreviewIcon from "@mui/icons-material/DraftsOutlined";
import SendIcon from "@mui/icons-material/SendOutlined";
import { useLocaleState, useTranslate } from "react-admin";
import type { Invitation } from "./types";
import { useRoleLabel } from "./useRoleLabel";

const STATUS_COLOR = {
  pending: "warning",
  accepted: "success",
  declined: "error",
  expired: "default",
} as const;

interface InvitationRowProps {
  invitation: Invitation;
  busy: boolean;
  onResend: () => void;
  /** Shows the mail a resend would send, with its own send button. */
  onPreview?: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onWithdrawAll: () => void;
}

/** An invitation with its status; answered ones can only be deleted. */
export const InvitationRow = ({
  invitation,
  busy,
  onResend,
  onPreview,
  onEdit,
  onDelete,
  onWithdrawAll,
}: InvitationRowProps) => {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const [locale] = useLocaleState();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  const open = invitation.status === "pending" || invitation.status === "expired";
  return (
    <TableRow>
      <TableCell>
        <Typography fontWeight={600}>{invitation.email}</Typography>
        <Typography variant="body2" color="text.secondary">
          {roleLabel(invitation.company_role)}
          {invitation.store_owner === 1 ? ` · ${translate("app.team.invitations.store_owner")}` : ""}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATUS_COLOR[invitation.status]}
          label={translate(`app.team.invitations.status.${invitation.status}`)}
        />
      </TableCell>
      <TableCell sx={{ display: { xs: "none", md: "table-cell" }, whiteSpace: "nowrap" }}>
        {translate("app.team.invitations.expires", { date: date.format(new Date(invitation.expires_at)) })}
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
          {open && onPreview ? (
            <Tooltip title={translate("app.team.preview.open")}>
              <IconButton
                aria-label={translate("app.team.preview.open_for", { email: invitation.email })}
                onClick={onPreview}
                disabled={busy}
              >
                <PreviewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {open ? (
            <>
              <Tooltip title={translate("app.team.invitations.resend")}>
                <IconButton
                  aria-label={translate("app.team.invitations.resend_to", { email: invitation.email })}
                  onClick={onResend}
                  disabled={busy}
                >
                  <SendIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate("app.team.invitations.edit")}>
                <IconButton
                  aria-label={translate("app.team.invitations.edit_for", { email: invitation.email })}
                  onClick={onEdit}
                  disabled={busy}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          ) : null}
          <Tooltip title={translate("app.team.invitations.delete")}>
            <IconButton
              aria-label={translate("app.team.invitations.delete_for", { email: invitation.email })}
              onClick={onDelete}
              disabled={busy}
              color="error"
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {open ? (
            <Tooltip title={translate("app.team.invitations.withdraw_all")}>
              <IconButton
                aria-label={translate("app.team.invitations.withdraw_all_for", { email: invitation.email })}
                onClick={onWithdrawAll}
                disabled={busy}
                color="error"
              >
                <DeleteSweepIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      </TableCell>
    </TableRow>
  );
};
