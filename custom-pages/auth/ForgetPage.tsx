import { useAppDataProvider } from "../../providers/dataProvider";
import { EmailRequestPage } from "./EmailRequestPage";

const ForgetPage = () => {
  const dataProvider = useAppDataProvider();
  return (
    <EmailRequestPage
      title="app.auth.forget_title"
      subtitle="app.auth.forget_intro"
      send={dataProvider.sendPasswordResetLink}
      submitLabel="app.auth.forget_submit"
      successKey="app.server.resetLinkSent"
    />
  );
};

export default ForgetPage;
