import { SearchInput, SelectInput, useTranslate } from "react-admin";
import { INVITABLE_ROLES } from "../../domain/invitation-terms";
import { INVITATION_STATUSES } from "../../domain/invitations";

const statusChoices = INVITATION_STATUSES.map((s) => ({ id: s, name: `app.team.invitations.status.${s}` }));
export const roleChoices = INVITABLE_ROLES.map((r) => ({ id: r, name: `app.team.roles.${r}` }));

/** Search by address, the status (an open invitation past its expiry is expired) and the role. */
export function useInvitationFilters() {
  const translate = useTranslate();
  return [
    // SearchInput hands its placeholder to the input as is: it is translated here.
    <SearchInput key="q" source="q" alwaysOn placeholder={translate("app.team.search")} />,
    <SelectInput
      key="status"
      source="status"
      label="app.team.invitations.status_filter"
      choices={statusChoices}
      alwaysOn
    />,
    <SelectInput key="company_role" source="company_role" label="app.team.role" choices={roleChoices} />,
  ];
}
