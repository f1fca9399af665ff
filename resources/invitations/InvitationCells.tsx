import { Chip, Typography } from "@mui/material";
import { useLocaleState, useRecordContext, useTranslate } from "react-admin";
import type { Invitation } from "./types";
import { useRoleLabel } from "./useRoleLabel";

const STATUS_COLOR = {
  pending: "warning",
  accepted: "success",
  declined: "error",
  expired: "default",
} as const;

/** The invited address, with the role (and the store-owner flag) under it. */
export const InvitationEmail = () => {
  const invitation = useRecordContext<Invitation>();
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  if (!invitation) return null;
  return (
    <>
      <Typography fontWeight={600}>{invitation.email}</Typography>
      <Typography variant="body2" color="text.secondary">
        {roleLabel(invitation.company_role)}
        {invitation.store_owner === 1 ? ` · ${translate("app.team.invitations.store_owner")}` : ""}
      </Typography>
    </>
  );
};

/** Pending, accepted, declined or expired (an open invitation past its expiry is expired). */
export const InvitationStatusChip = () => {
  const invitation = useRecordContext<Invitation>();
  const translate = useTranslate();
  if (!invitation) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[invitation.status]}
      label={translate(`app.team.invitations.status.${invitation.status}`)}
    />
  );
};

/** "Expires <date>" in the UI language. */
export const InvitationExpiry = () => {
  const invitation = useRecordContext<Invitation>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!invitation) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
    new Date(invitation.expires_at),
  );
  return <>{translate("app.team.invitations.expires", { date })}</>;
};
