import { Form } from "react-admin";
import { NameField, NewPasswordFields } from "../auth/fields";
import { SubmitButton } from "../auth/SubmitButton";
import type { FormValues } from "../auth/useApiForm";

interface NewAccountFormProps {
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  pending: boolean;
}

/** The invitee without an account names it and chooses its password. */
export const NewAccountForm = ({ onSubmit, pending }: NewAccountFormProps) => (
  <Form onSubmit={onSubmit} noValidate>
    <NameField autoFocus />
    <NewPasswordFields />
    <SubmitButton label="app.shell.invitation.create_and_accept" pending={pending} />
  </Form>
);
