import { Create, SaveButton, Toolbar, useTranslate } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { InvitationForm } from "./InvitationForm";

/** /Invitation/create: invite one address to the active store (same rules, seat limits and mail). */
const InvitationCreate = () => {
  const translate = useTranslate();
  const { websiteId } = useActiveWebsite();
  if (websiteId === null) return null;
  return (
    <Create resource="Invitation" title={translate("app.team.invitations.invite_title")} redirect="list">
      <InvitationForm
        mode="create"
        defaultValues={{ website_id: websiteId, company_role: "designer", store_owner: 0, permissions: [] }}
        toolbar={
          <Toolbar>
            <SaveButton label="app.team.invitations.send" />
          </Toolbar>
        }
      />
    </Create>
  );
};

export default InvitationCreate;
