import { SearchInput, SelectInput, useTranslate } from "react-admin";
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
  const translate = useTranslate();
  const search = translate("app.admin.users.search");
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={search}
      slotProps={{ htmlInput: { "aria-label": search } }}
    />,
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
