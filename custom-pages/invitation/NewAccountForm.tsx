import { Form, PasswordInput, TextInput } from "react-admin";
import { SubmitButton } from "../auth/SubmitButton";
import type { FormValues } from "../auth/useApiForm";
import { confirmationRules, newPasswordRules, requiredField } from "../auth/validators";

interface NewAccountFormProps {
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  pending: boolean;
}

/** The invitee without an account names it and chooses its password. */
export const NewAccountForm = ({ onSubmit, pending }: NewAccountFormProps) => (
  <Form onSubmit={onSubmit} noValidate>
    <TextInput
      source="name"
      label="app.shell.invitation.name"
      autoComplete="name"
      variant="outlined"
      autoFocus
      fullWidth
      validate={requiredField}
    />
    <PasswordInput
      source="password"
      label="app.shell.invitation.password"
      autoComplete="new-password"
      variant="outlined"
      fullWidth
      validate={newPasswordRules}
    />
    <PasswordInput
      source="password_confirmation"
      label="app.shell.invitation.password_confirmation"
      autoComplete="new-password"
      variant="outlined"
      fullWidth
      validate={confirmationRules}
    />
    <SubmitButton label="app.shell.invitation.create_and_accept" pending={pending} />
  </Form>
);
