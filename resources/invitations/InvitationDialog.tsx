import { useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "@mui/material";
import { Form, TextInput, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { DialogButtons, DialogError } from "../../ui/DialogButtons";
import { emailListProblem, splitEmails } from "./emailList";
import { useServerText } from "../../ui/useServerText";
import { fromEntries, toEntries } from "./permissionSelection";
import {
  PermissionEntriesInput,
  RoleInput,
  roleAccessOf,
  StoreOwnerInput,
  type RoleAccessValues,
} from "./RoleAccessInputs";
import type { Invitation } from "./types";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useApiCall } from "../../ui/useApiCall";
import { useInvitationsChanged } from "./useInvitations";

interface InvitationDialogProps {
  websiteId: number;
  /** Given: change this invitation; absent: invite someone new. */
  invitation?: Invitation;
  onClose: () => void;
}

type InvitationForm = RoleAccessValues & { email: string; store_owner: boolean };

/** Invite by email with a role, the store-owner flag and permissions; or change an open invitation. */
export const InvitationDialog = ({ websiteId, invitation, onClose }: InvitationDialogProps) => {
  const translate = useTranslate();
  // The form's record stays the one first made: a new record would reset the form.
  const [initial] = useState<InvitationForm>(() =>
    invitation
      ? {
          email: invitation.email,
          company_role: invitation.company_role,
          permissions: toEntries(fromEntries(invitation.company_role, invitation.permissions)),
          store_owner: invitation.store_owner === 1,
        }
      : { ...roleAccessOf("designer"), email: "", store_owner: false },
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invitation-dialog-title">
      <DialogTitle id="invitation-dialog-title">
        {translate(invitation ? "app.team.invitations.edit_title" : "app.team.invitations.invite_title")}
      </DialogTitle>
      <Form<InvitationForm> record={initial} noValidate disableInvalidFormNotification>
        <InvitationFormBody websiteId={websiteId} invitation={invitation} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const InvitationFormBody = ({ websiteId, invitation, onClose }: InvitationDialogProps) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const call = useApiCall();
  const dataProvider = useAppDataProvider();
  const changed = useInvitationsChanged(websiteId);
  const { handleSubmit, setError } = useFormContext<InvitationForm>();
  // A refusal of no field the dialog shows (or the call's message) is said under the fields.
  const [error, setDialogError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = handleSubmit(async (values) => {
    setDialogError(null);
    // Several addresses (comma or space separated) go out together through POST /api/send/invitation.
    const addresses = invitation ? [] : splitEmails(values.email);
    const problem = invitation ? null : emailListProblem(addresses);
    if (problem) {
      const text = serverText(problem.message);
      const message =
        problem.address && addresses.length > 1
          ? translate("app.team.multi.invalid_address", { email: problem.address, message: text })
          : text;
      setError("email", { type: "validate", message });
      return;
    }
    setPending(true);
    const access = {
      company_role: values.company_role,
      store_owner: values.store_owner ? 1 : 0,
      permissions: values.permissions,
    };
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
    const { company_role: roleError, email, ...others } = outcome.fields;
    const listed = Object.entries(others).find(([field]) => field.startsWith("emails"))?.[1];
    const addressError = email ?? listed;
    if (addressError !== undefined) setError("email", { type: "server", message: addressError });
    if (roleError !== undefined) setError("company_role", { type: "server", message: roleError });
    if (addressError === undefined && roleError === undefined)
      setDialogError(Object.values(others)[0] ?? outcome.message);
  });

  return (
    <>
      <DialogContent>
        <TextInput
          source="email"
          autoFocus={!invitation}
          size="small"
          // Text, not email: a pasted list of addresses keeps its separators.
          slotProps={{ htmlInput: { inputMode: "email", autoComplete: "off" } }}
          label="app.team.invitations.email"
          disabled={Boolean(invitation) || pending}
          helperText={invitation ? false : "app.team.multi.help"}
          sx={{ mt: 1, mb: 2 }}
        />
        <RoleInput websiteId={websiteId} disabled={pending} />
        <StoreOwnerInput />
        <PermissionEntriesInput disabled={pending} />
        <DialogError error={error} />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void submit()}
        submitLabel={invitation ? "ra.action.save" : "app.team.invitations.send"}
        pending={pending}
      />
    </>
  );
};
