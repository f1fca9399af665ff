import { Form, useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { landingPath } from "../../providers/landing";
import { startSession } from "../../providers/session";
import { AuthPrompt } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./useApiForm";
import { useFinishSignIn } from "./useFinishSignIn";
import { EmailField, NameField, NewPasswordFields } from "./fields";

const RegisterPage = () => {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  // The server signs the new account in straight away and mails the verification link.
  const { submit, pending, status } = useApiForm(dataProvider.register, ({ user, access_token }) => {
    startSession(user, access_token);
    notify("app.auth.register_done", { type: "success" });
    void finishSignIn(landingPath(user));
  });

  return (
    <AuthShell
      transparentBar
      title="app.auth.register_title"
      subtitle="app.auth.register_subtitle"
      footer={<AuthPrompt prompt="app.auth.have_account" to="/login" label="app.auth.sign_in" />}
    >
      <FormAlert status={status} />
      <Form onSubmit={submit} noValidate>
        <NameField />
        <EmailField />
        <NewPasswordFields />
        <SubmitButton label="app.auth.create_account" pending={pending} />
      </Form>
    </AuthShell>
  );
};

export default RegisterPage;
