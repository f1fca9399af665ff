import { useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { DialogButtons, DialogError } from "../../ui/DialogButtons";
import {
  PermissionEntriesInput,
  RoleInput,
  roleAccessOf,
  StoreOwnerInput,
  type RoleAccessValues,
} from "../invitations/RoleAccessInputs";
import type { Level } from "../invitations/types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useInvitationsChanged } from "../invitations/useInvitations";

interface LevelInviteDialogProps {
  websiteId: number;
  level: Level;
  onClose: () => void;
}

type InviteForm = RoleAccessValues & { store_owner: boolean };

/** Invites every user of the level with one role and permission set; members and invited ones are skipped. */
export const LevelInviteDialog = ({ websiteId, level, onClose }: LevelInviteDialogProps) => {
  const translate = useTranslate();
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<InviteForm>(() => ({ ...roleAccessOf("client"), store_owner: false }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="level-invite-title">
      <DialogTitle id="level-invite-title">
        {translate("app.team.levels.invite_title", { name: level.name })}
      </DialogTitle>
      <Form<InviteForm> record={initial} noValidate disableInvalidFormNotification>
        <LevelInviteForm websiteId={websiteId} level={level} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const LevelInviteForm = ({ websiteId, level, onClose }: LevelInviteDialogProps) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(websiteId);
  const { handleSubmit, setError } = useFormContext<InviteForm>();
  // A refusal of no field the dialog shows (or the call's message) is said under the fields.
  const [error, setDialogError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = handleSubmit(async (values) => {
    setPending(true);
    setDialogError(null);
    const outcome = await call(() =>
      dataProvider.inviteStoreLevel({
        level_id: level.id,
        website_id: websiteId,
        company_role: values.company_role,
        store_owner: values.store_owner ? 1 : 0,
        permissions: values.permissions,
      }),
    );
    setPending(false);
    if (outcome.ok) {
      await changed(outcome.result);
      onClose();
      return;
    }
    const { company_role: roleError, ...others } = outcome.fields;
    if (roleError !== undefined) setError("company_role", { type: "server", message: roleError });
    else setDialogError(Object.values(others)[0] ?? outcome.message);
  });

  return (
    <>
      <DialogContent>
        <RoleInput websiteId={websiteId} disabled={pending} />
        <StoreOwnerInput />
        <PermissionEntriesInput disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void send()}
        submitLabel="app.team.invitations.send"
        pending={pending}
        submitDisabled={level.users_count === 0}
      />
    </>
  );
};
