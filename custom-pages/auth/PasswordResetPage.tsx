import { Button } from "@mui/material";
import { useAppDataProvider } from "../../providers/dataProvider";
import { Form, LinkBase, useTranslate } from "react-admin";
import { useServerText } from "../../ui/useServerText";
import { AuthLink } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { EmailField, NewPasswordFields } from "./fields";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm, type FormValues } from "./useApiForm";
import { useQueryParams } from "./useQueryParams";

/** Opens from the reset mail (`?token=...&email=...`). */
const PasswordResetPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const serverText = useServerText();
  const params = useQueryParams();
  const token = params.get("token");
  const { submit, pending, status } = useApiForm(dataProvider.resetPassword, (result) => ({
    severity: "success",
    text: serverText(result?.message, "app.server.passwordReset"),
  }));

  if (!token) {
    return (
      <AuthShell title="app.auth.reset_title">
        <FormAlert status={{ severity: "error", text: translate("app.auth.reset_missing_token") }} />
        <AuthLink to="/forget" label="app.auth.request_new_link" />
      </AuthShell>
    );
  }

  if (status?.severity === "success") {
    return (
      <AuthShell title="app.auth.reset_title">
        <FormAlert status={status} />
        <Button component={LinkBase} to="/login" variant="contained" fullWidth size="large">
          {translate("app.auth.sign_in")}
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="app.auth.reset_title" subtitle="app.auth.reset_intro">
      <FormAlert status={status} />
      <Form
        onSubmit={(values: FormValues) => submit({ ...values, token })}
        defaultValues={{ email: params.get("email") ?? "" }}
        noValidate
      >
        <EmailField autoComplete="username" />
        <NewPasswordFields label="app.auth.new_password" />
        <SubmitButton label="app.auth.reset_submit" pending={pending} />
      </Form>
      {status?.severity === "error" ? <AuthLink to="/forget" label="app.auth.request_new_link" /> : null}
    </AuthShell>
  );
};

export default PasswordResetPage;
