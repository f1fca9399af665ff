import { Divider } from "@mui/material";
import { Loading, useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { AccountPage } from "./AccountPage";
import { AvatarUpload } from "./AvatarUpload";
import { DangerZone } from "./DangerZone";
import { JoinStoreWithCode } from "./JoinStoreWithCode";
import { MarginInfo } from "./MarginInfo";
import { NotificationSwitches } from "./NotificationSwitches";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import { SectionCard } from "./SectionCard";

/** "/user/edit": profile, picture, password, margin, mail switches and the account's end. */
const EditAccount = () => {
  const translate = useTranslate();
  const { user, isPending } = useCurrentUser();
  if (isPending || !user) return <Loading />;

  return (
    <AccountPage title="app.account.page.edit_account" intro="app.account.edit.intro">
      <SectionCard
        title={translate("app.account.edit.profile")}
        description={translate("app.account.edit.profile_hint")}
      >
        <AvatarUpload user={user} />
        <Divider sx={{ my: 3 }} />
        <ProfileForm user={user} />
      </SectionCard>
      <SectionCard
        title={translate("app.account.password.title")}
        description={translate("app.account.password.intro")}
      >
        <PasswordForm />
      </SectionCard>
      <JoinStoreWithCode />
      <SectionCard title={translate("app.account.margin.title")}>
        <MarginInfo margin={user.production_margin} />
      </SectionCard>
      <SectionCard
        title={translate("app.account.notifications.title")}
        description={translate("app.account.notifications.intro")}
      >
        <NotificationSwitches user={user} />
      </SectionCard>
      <SectionCard title={translate("app.account.danger.title")} danger>
        <DangerZone userId={user.id} />
      </SectionCard>
    </AccountPage>
  );
};

export default EditAccount;
