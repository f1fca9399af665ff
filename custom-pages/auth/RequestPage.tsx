import { Form, TextInput } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useServerText } from "../../ui/useServerText";
import { BackToLogin } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm, type FormValues } from "./useApiForm";
import { useQueryParams } from "./useQueryParams";
import { EmailField, NameField } from "./fields";

const RequestPage = () => {
  const dataProvider = useAppDataProvider();
  const serverText = useServerText();
  const { submit, pending, status } = useApiForm(dataProvider.requestPlatformInvitation, (result) => ({
    severity: "success",
    text: serverText(result?.message, "app.auth.request_sent"),
  }));
  const sent = status?.severity === "success";
  // A store's "ask to join" link carries its id: the request then goes to that store's managers.
  const storeId = Number(useQueryParams().get("website_id"));
  const send = (values: FormValues) =>
    submit(Number.isInteger(storeId) && storeId > 0 ? { ...values, website_id: storeId } : values);

  return (
    <AuthShell title="app.auth.request_title" subtitle="app.auth.request_intro" footer={<BackToLogin />}>
      <FormAlert status={status} />
      {sent ? null : (
        <Form onSubmit={send} noValidate>
          <NameField />
          <EmailField />
          <TextInput
            source="company"
            label="app.auth.company"
            autoComplete="organization"
            variant="outlined"
            fullWidth
          />
          <TextInput
            source="message"
            label="app.auth.message"
            variant="outlined"
            fullWidth
            multiline
            minRows={3}
          />
          <SubmitButton label="app.auth.request_submit" pending={pending} />
        </Form>
      )}
    </AuthShell>
  );
};

export default RequestPage;
