import { useState } from "react";
import { Dialog, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { INVITABLE_ROLES } from "../../../domain/invitation-terms";
import { DialogButtons, DialogError } from "../../../ui/DialogButtons";
import { PermissionChecklist } from "../PermissionChecklist";
import { toEntries, type Selection } from "../permissionSelection";
import { RoleSelect } from "../RoleSelect";
import type { Member } from "../types";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useApiCall } from "../../../ui/useApiCall";
import { useSetTeam } from "./useTeam";

interface MemberDialogProps {
  websiteId: number;
  member: Member;
  onClose: () => void;
}

const startRole = (role: string | null) => INVITABLE_ROLES.find((r) => r === role) ?? "client";

/**
 * A member's company role and every permission with its value. The server refuses what the
 * editor does not hold; its words stay in the dialog so the editor sees why.
 */
export const MemberDialog = ({ websiteId, member, onClose }: MemberDialogProps) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const setTeam = useSetTeam(websiteId);
  const [role, setRole] = useState<string>(startRole(member.company_role));
  const [selected, setSelected] = useState<Selection>(new Set(member.granted));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async () => {
    setPending(true);
    setError(null);
    const outcome = await call(
      () =>
        dataProvider.updateStoreMember({
          website_id: websiteId,
          user_id: member.user_id,
          company_role: role,
          permissions: toEntries(selected),
        }),
      {
        success: () => "app.team.members.saved",
      },
    );
    setPending(false);
    if (outcome.ok) {
      setTeam(outcome.result);
      onClose();
    } else {
      setError(Object.values(outcome.fields)[0] ?? outcome.message);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="member-dialog-title">
      <DialogTitle id="member-dialog-title">
        {translate("app.team.members.edit_title", { name: member.name })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {member.email}
        </Typography>
        <RoleSelect websiteId={websiteId} value={role} onChange={setRole} disabled={pending} />
        <PermissionChecklist value={selected} onChange={setSelected} disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void save()}
        submitLabel="ra.action.save"
        pending={pending}
      />
    </Dialog>
  );
};
