import { Form } from "react-admin";
import type { MessageResponse } from "../../domain/api";
import { useServerText } from "../../src/useServerText";
import { FormAlert } from "./FormAlert";
import { SubmitButton } from "./SubmitButton";
import { useApiForm } from "./useApiForm";
import { EmailField } from "./fields";

interface EmailRequestFormProps {
  path: string;
  submitLabel: string;
  /** Shown when the server answers without a message. */
  successKey: string;
}

/** One email field posted to `path`; the server's answer is shown above the form. */
export const EmailRequestForm = ({ path, submitLabel, successKey }: EmailRequestFormProps) => {
  const serverText = useServerText();
  const { submit, pending, status } = useApiForm<MessageResponse>(path, (result) => ({
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
