import { HeldRecord } from "../../providers/live/useHeldRecord";
import { DeleteButton, Edit, SaveButton, Toolbar, useTranslate } from "react-admin";
import { InvitationForm } from "./InvitationForm";

/** /Invitation/:id: change an open invitation's role, store-owner flag and permissions, or delete it. */
const InvitationEdit = () => {
  const translate = useTranslate();
  return (
    <Edit
      resource="Invitation"
      title={translate("app.team.invitations.edit_title")}
      mutationMode="pessimistic"
      redirect="list"
    >
      <HeldRecord />
      <InvitationForm
        mode="edit"
        toolbar={
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" sx={{ ml: "auto" }} />
          </Toolbar>
        }
      />
    </Edit>
  );
};

export default InvitationEdit;
