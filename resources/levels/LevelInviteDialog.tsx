import { useState } from "react";
import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel } from "@mui/material";
import { useTranslate } from "react-admin";
import { DialogButtons, DialogError } from "../../ui/DialogButtons";
import { PermissionChecklist } from "../invitations/PermissionChecklist";
import { toEntries } from "../invitations/permissionSelection";
import { RoleSelect } from "../invitations/RoleSelect";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useInvitationsChanged } from "../invitations/useInvitations";
import { useRoleAccess } from "../invitations/useRoleAccess";

interface LevelInviteDialogProps {
  websiteId: number;
  level: Level;
  onClose: () => void;
}

/** Invites every user of the level with one role and permission set; members and invited ones are skipped. */
export const LevelInviteDialog = ({ websiteId, level, onClose }: LevelInviteDialogProps) => {
  const translate = useTranslate();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(websiteId);
  const { role, changeRole, selected, setSelected } = useRoleAccess("client");
  const [storeOwner, setStoreOwner] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async () => {
    setPending(true);
    setError(null);
    const outcome = await call(() =>
      dataProvider.inviteStoreLevel({
        level_id: level.id,
        website_id: websiteId,
        company_role: role,
        store_owner: storeOwner ? 1 : 0,
        permissions: toEntries(selected),
      }),
    );
    setPending(false);
    if (outcome.ok) {
      await changed(outcome.result);
      onClose();
    } else setError(Object.values(outcome.fields)[0] ?? outcome.message);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="level-invite-title">
      <DialogTitle id="level-invite-title">
        {translate("app.team.levels.invite_title", { name: level.name })}
      </DialogTitle>
      <DialogContent>
        <RoleSelect websiteId={websiteId} value={role} onChange={changeRole} disabled={pending} />
        <FormControlLabel
          sx={{ mb: 1 }}
          control={
            <Checkbox checked={storeOwner} onChange={(event) => setStoreOwner(event.target.checked)} />
          }
          label={translate("app.team.invitations.store_owner")}
        />
        <PermissionChecklist value={selected} onChange={setSelected} disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void send()}
        submitLabel="app.team.invitations.send"
        pending={pending}
        submitDisabled={level.users_count === 0}
      />
    </Dialog>
  );
};
