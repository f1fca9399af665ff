import { useState } from "react";
import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { DialogButtons, DialogError } from "../../ui/DialogButtons";
import { emailListProblem, splitEmails } from "./emailList";
import { useServerText } from "../../ui/useServerText";
import { PermissionChecklist } from "./PermissionChecklist";
import { fromEntries, toEntries } from "./permissionSelection";
import { RoleSelect } from "./RoleSelect";
import type { Invitation } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useInvitationsChanged } from "./useInvitations";
import { useRoleAccess } from "./useRoleAccess";

interface InvitationDialogProps {
  websiteId: number;
  /** Given: change this invitation; absent: invite someone new. */
  invitation?: Invitation;
  onClose: () => void;
}

/** Invite by email with a role, the store-owner flag and permissions; or change an open invitation. */
export const InvitationDialog = ({ websiteId, invitation, onClose }: InvitationDialogProps) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(websiteId);
  const [address, setAddress] = useState(invitation?.email ?? "");
  const { role, changeRole, selected, setSelected } = useRoleAccess(
    invitation?.company_role ?? "designer",
    invitation ? fromEntries(invitation.company_role, invitation.permissions) : undefined,
  );
  const [storeOwner, setStoreOwner] = useState(invitation?.store_owner === 1);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setError(null);
    // Several addresses (comma or space separated) go out together through POST /api/send/invitation.
    const addresses = splitEmails(address);
    const problem = invitation ? null : emailListProblem(addresses);
    if (problem) {
      const text = serverText(problem.message);
      setFields({
        email:
          problem.address && addresses.length > 1
            ? translate("app.team.multi.invalid_address", { email: problem.address, message: text })
            : text,
      });
      return;
    }
    setFields({});
    setPending(true);
    const access = { company_role: role, store_owner: storeOwner ? 1 : 0, permissions: toEntries(selected) };
    const outcome = invitation
      ? await call(() => dataProvider.updateStoreInvitation({ id: invitation.id, ...access }))
      : addresses.length > 1
        ? await call(() =>
            dataProvider.inviteStoreMembers({ website_id: websiteId, emails: addresses, ...access }),
          )
        : await call(() =>
            dataProvider.inviteStoreMember({ website_id: websiteId, email: addresses[0], ...access }),
          );
    setPending(false);
    if (outcome.ok) {
      void changed(outcome.result);
      onClose();
      return;
    }
    // A refused address of a list ("emails.2") is shown at the one address field.
    const listed = Object.entries(outcome.fields).find(([field]) => field.startsWith("emails"));
    setFields(listed ? { ...outcome.fields, email: listed[1] } : outcome.fields);
    if (Object.keys(outcome.fields).length === 0) setError(outcome.message);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invitation-dialog-title">
      <DialogTitle id="invitation-dialog-title">
        {translate(invitation ? "app.team.invitations.edit_title" : "app.team.invitations.invite_title")}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus={!invitation}
          fullWidth
          size="small"
          // Text, not email: a pasted list of addresses keeps its separators.
          slotProps={{ htmlInput: { inputMode: "email", autoComplete: "off" } }}
          label={translate("app.team.invitations.email")}
          value={address}
          disabled={Boolean(invitation) || pending}
          onChange={(event) => setAddress(event.target.value)}
          error={Boolean(fields.email)}
          helperText={fields.email ?? (invitation ? undefined : translate("app.team.multi.help"))}
          sx={{ mt: 1, mb: 2 }}
        />
        <RoleSelect
          websiteId={websiteId}
          value={role}
          onChange={changeRole}
          error={fields.company_role}
          disabled={pending}
        />
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Checkbox
              checked={storeOwner}
              onChange={(event) => setStoreOwner(event.target.checked)}
              disabled={pending}
            />
          }
          label={translate("app.team.invitations.store_owner")}
        />
        <PermissionChecklist value={selected} onChange={setSelected} disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void submit()}
        submitLabel={invitation ? "ra.action.save" : "app.team.invitations.send"}
        pending={pending}
      />
    </Dialog>
  );
};
