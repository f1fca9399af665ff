import { useState } from "react";
import { Dialog, DialogContent, DialogTitle, Typography } from "@mui/material";
import { Form, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { INVITABLE_ROLES } from "../../../domain/invitation-terms";
import { DialogButtons, DialogError } from "../../../ui/DialogButtons";
import { toEntries } from "../permissionSelection";
import { PermissionEntriesInput, RoleInput, type RoleAccessValues } from "../RoleAccessInputs";
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
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<RoleAccessValues>(() => ({
    company_role: startRole(member.company_role),
    permissions: toEntries(new Set(member.granted)),
  }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="member-dialog-title">
      <DialogTitle id="member-dialog-title">
        {translate("app.team.members.edit_title", { name: member.name })}
      </DialogTitle>
      <Form<RoleAccessValues> record={initial} noValidate disableInvalidFormNotification>
        <MemberForm websiteId={websiteId} member={member} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const MemberForm = ({ websiteId, member, onClose }: MemberDialogProps) => {
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const setTeam = useSetTeam(websiteId);
  const { handleSubmit, setError } = useFormContext<RoleAccessValues>();
  // A refusal of no field the dialog shows (or the call's message) is said under the fields.
  const [error, setDialogError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = handleSubmit(async (values) => {
    setPending(true);
    setDialogError(null);
    const outcome = await call(
      () =>
        dataProvider.updateStoreMember({
          website_id: websiteId,
          user_id: member.user_id,
          company_role: values.company_role,
          permissions: values.permissions,
        }),
      {
        success: () => "app.team.members.saved",
      },
    );
    setPending(false);
    if (outcome.ok) {
      setTeam(outcome.result);
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {member.email}
        </Typography>
        <RoleInput websiteId={websiteId} disabled={pending} keepPermissions />
        <PermissionEntriesInput disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void save()}
        submitLabel="ra.action.save"
        pending={pending}
      />
    </>
  );
};
