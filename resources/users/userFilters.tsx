import { SelectInput } from "react-admin";
import { LabelledSearchInput } from "../../ui/lists/LabelledSearchInput";
import { ADMIN_ROLE_ID, USER_ROLE_ID } from "../../domain/permissions";

const statusChoices = [
  { id: "true", name: "app.admin.users.active" },
  { id: "false", name: "app.admin.users.deactivated" },
];
const roleChoices = [
  { id: ADMIN_ROLE_ID, name: "app.admin.users.admin" },
  { id: USER_ROLE_ID, name: "app.admin.users.user" },
];

/** Search by name or email (`q`), the status (`active`) and the role (`role_id`), all on the server. */
export function useUserFilters() {
  return [
    <LabelledSearchInput key="q" source="q" label="app.admin.users.search" alwaysOn />,
    <SelectInput
      key="active"
      source="active"
      label="app.admin.users.status"
      choices={statusChoices}
      alwaysOn
    />,
    <SelectInput key="role_id" source="role_id" label="app.admin.users.role" choices={roleChoices} />,
  ];
}
