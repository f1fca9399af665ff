import { Form } from "react-admin";
import type { MessageResponse } from "../../domain/api";
import type { FormValues } from "./useApiForm";
import { useServerText } from "../../ui/useServerText";
import { BackToLogin } from "./AuthLink";
import { AuthShell } from "./AuthShell";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./useApiForm";
import { EmailField } from "./fields";

interface EmailRequestPageProps {
  title: string;
  subtitle: string;
  send: (values: FormValues) => Promise<MessageResponse>;
  submitLabel: string;
  /** Shown when the server answers without a message. */
  successKey: string;
}

/**
 * A public page that mails a link (a password reset, the confirmation again): one email field
 * sent with `send`; the server's answer is shown above the form.
 */
export const EmailRequestPage = ({
  title,
  subtitle,
  send,
  submitLabel,
  successKey,
}: EmailRequestPageProps) => {
  const serverText = useServerText();
  const { submit, pending, status } = useApiForm(send, (result) => ({
    severity: "success",
    text: serverText(result?.message, successKey),
  }));

  return (
    <AuthShell title={title} subtitle={subtitle} footer={<BackToLogin />}>
      <FormAlert status={status} />
      <Form onSubmit={submit} noValidate>
        <EmailField autoFocus />
        <SubmitButton label={submitLabel} pending={pending} />
      </Form>
    </AuthShell>
  );
};
