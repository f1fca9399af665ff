import { useAppDataProvider } from "../../providers/dataProvider";
import { EmailRequestPage } from "./EmailRequestPage";

const ResendPage = () => {
  const dataProvider = useAppDataProvider();
  return (
    <EmailRequestPage
      title="app.auth.resend_title"
      subtitle="app.auth.resend_intro"
      send={dataProvider.resendConfirmationEmail}
      submitLabel="app.auth.resend_submit"
      successKey="app.auth.resend_sent"
    />
  );
};

export default ResendPage;
