import { Form } from "react-admin";
import type { MessageResponse } from "../../domain/api";
import type { FormValues } from "./useApiForm";
import { useServerText } from "../../ui/useServerText";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./useApiForm";
import { EmailField } from "./fields";

interface EmailRequestFormProps {
  send: (values: FormValues) => Promise<MessageResponse>;
  submitLabel: string;
  /** Shown when the server answers without a message. */
  successKey: string;
}

/** One email field sent with `send`; the server's answer is shown above the form. */
export const EmailRequestForm = ({ send, submitLabel, successKey }: EmailRequestFormProps) => {
  const serverText = useServerText();
  const { submit, pending, status } = useApiForm(send, (result) => ({
    severity: "success",
    text: serverText(result?.message, successKey),
  }));

  return (
    <>
      <FormAlert status={status} />
      <Form onSubmit={submit} noValidate>
        <EmailField autoFocus />
        <SubmitButton label={submitLabel} pending={pending} />
      </Form>
    </>
  );
};
