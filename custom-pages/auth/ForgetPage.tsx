import { useAppDataProvider } from "../../providers/dataProvider";
import { AuthPrompt } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { EmailRequestForm } from "./EmailRequestForm";

const ForgetPage = () => {
  const dataProvider = useAppDataProvider();
  return (
    <AuthShell
      title="app.auth.forget_title"
      subtitle="app.auth.forget_intro"
      footer={<AuthPrompt prompt="app.auth.have_account" to="/login" label="app.auth.back_to_login" />}
    >
      <EmailRequestForm
        send={dataProvider.sendPasswordResetLink}
        submitLabel="app.auth.forget_submit"
        successKey="app.server.resetLinkSent"
      />
    </AuthShell>
  );
};

export default ForgetPage;
