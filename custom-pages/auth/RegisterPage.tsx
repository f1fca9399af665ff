import { Form, PasswordInput, TextInput, useNotify } from "react-admin";
import { landingPath } from "../../providers/landing";
import { startSession } from "../../providers/session";
import type { LoginResponse } from "../../domain/api";
import { AuthPrompt } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./useApiForm";
import { useFinishSignIn } from "./useFinishSignIn";
import { confirmationRules, emailRules, newPasswordRules, requiredField } from "./validators";

const RegisterPage = () => {
  const notify = useNotify();
  const finishSignIn = useFinishSignIn();
  // The server signs the new account in straight away and mails the verification link.
  const { submit, pending, status } = useApiForm<LoginResponse>("/api/register", ({ user, access_token }) => {
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
        <TextInput
          source="name"
          label="app.auth.name"
          autoComplete="name"
          variant="outlined"
          fullWidth
          validate={requiredField}
        />
        <TextInput
          source="email"
          type="email"
          label="app.auth.email"
          autoComplete="email"
          variant="outlined"
          fullWidth
          validate={emailRules}
        />
        <PasswordInput
          source="password"
          label="app.auth.password"
          autoComplete="new-password"
          variant="outlined"
          fullWidth
          validate={newPasswordRules}
        />
        <PasswordInput
          source="password_confirmation"
          label="app.auth.password_confirmation"
          autoComplete="new-password"
          variant="outlined"
          fullWidth
          validate={confirmationRules}
        />
        <SubmitButton label="app.auth.create_account" pending={pending} />
      </Form>
    </AuthShell>
  );
};

export default RegisterPage;
