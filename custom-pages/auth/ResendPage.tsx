import { useAppDataProvider } from "../../providers/dataProvider";
import { AuthPrompt } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { EmailRequestForm } from "./EmailRequestForm";

const ResendPage = () => {
  const dataProvider = useAppDataProvider();
  return (
    <AuthShell
      title="app.auth.resend_title"
      subtitle="app.auth.resend_intro"
      footer={<AuthPrompt prompt="app.auth.have_account" to="/login" label="app.auth.back_to_login" />}
    >
      <EmailRequestForm
        send={dataProvider.resendConfirmationEmail}
        submitLabel="app.auth.resend_submit"
        successKey="app.auth.resend_sent"
      />
    </AuthShell>
  );
};

export default ResendPage;
