import { zodResolver } from "@hookform/resolvers/zod";
import { useParams } from "react-router-dom";
import {
  BooleanInput,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { adminUserSchema } from "../../domain/account";
import { ADMIN_ROLE_ID, USER_ROLE_ID } from "../../domain/permissions";
import type { UserRecord } from "../../domain/contracts/users";
import { RecordTimeline } from "../../ui/activity/RecordTimeline";
import { StaleSaveDialog, useStaleSave } from "../../ui/StaleSaveDialog";
import { EditPresence } from "../../providers/live/PresenceChip";
import { UserRowActions } from "./UserRowActions";

const roleChoices = [
  { id: USER_ROLE_ID, name: "app.admin.users.user" },
  { id: ADMIN_ROLE_ID, name: "app.admin.users.admin" },
];

const UserTitle = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  return <>{user ? translate("app.admin.users.edit_title", { name: user.name }) : ""}</>;
};

/**
 * A platform admin's edit of a user: name, email, role, website role and store creation, checked
 * by the same rules the server applies (PUT /api/bread/User/{id}); the server's field errors show
 * next to their fields, and other refusals (the last platform admin) in a notification. A save on
 * the version read, when someone else saved the user meanwhile, opens the conflict dialog.
 */
const UserEdit = () => {
  const { id = "" } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const { stale, setStale, onError } = useStaleSave();
  const saved = (user: RaRecord) => {
    notify("app.admin.users.saved", { type: "success", messageArgs: { name: user.name } });
    redirect("list", "User");
  };
  return (
    <Edit<UserRecord>
      resource="User"
      title={<UserTitle />}
      // Deactivation and "log in as" are here too: phones list users without row actions.
      actions={
        <TopToolbar>
          <EditPresence entity="User" />
          <UserRowActions />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: saved,
        onError,
      }}
    >
      <SimpleForm
        noValidate
        resolver={zodResolver(adminUserSchema)}
        // Users are never deleted here: an admin deactivates them.
        toolbar={
          <Toolbar>
            <SaveButton />
            <StaleSaveDialog resource="User" id={id} stale={stale} onChange={setStale} onSaved={saved} />
          </Toolbar>
        }
        sx={{ maxWidth: 480 }}
      >
        <TextInput source="name" label="app.admin.users.name" autoFocus isRequired />
        <TextInput source="email" label="app.admin.users.email" type="email" isRequired />
        <SelectInput source="role_id" label="app.admin.users.role" choices={roleChoices} isRequired />
        <TextInput
          source="website_role"
          label="app.admin.users.website_role"
          helperText="app.admin.users.website_role_hint"
        />
        <BooleanInput
          source="can_create_stores"
          label="app.admin.users.can_create_stores"
          format={(value: unknown) => Boolean(value)}
          parse={(checked: boolean) => (checked ? 1 : 0)}
        />
      </SimpleForm>
      <RecordTimeline entity="User" />
    </Edit>
  );
};

export default UserEdit;
