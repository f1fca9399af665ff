import { PasswordInput, TextInput } from "react-admin";
import { confirmationRules, emailRules, newPasswordRules, requiredField } from "./validators";

/** The fields every auth form shares, with the spec's validation messages. */
const look = { variant: "outlined", fullWidth: true } as const;

export const NameField = ({ autoFocus = false }: { autoFocus?: boolean }) => (
  <TextInput
    source="name"
    label="app.auth.name"
    autoComplete="name"
    autoFocus={autoFocus}
    validate={requiredField}
    {...look}
  />
);

/** `username` on forms that sign in, so password managers pair it with the password. */
export const EmailField = ({
  autoComplete = "email",
  autoFocus = false,
}: {
  autoComplete?: "email" | "username";
  autoFocus?: boolean;
}) => (
  <TextInput
    source="email"
    type="email"
    label="app.auth.email"
    autoComplete={autoComplete}
    autoFocus={autoFocus}
    validate={emailRules}
    {...look}
  />
);

/** A new password and its confirmation. */
export const NewPasswordFields = ({ label = "app.auth.password" }: { label?: string }) => (
  <>
    <PasswordInput
      source="password"
      label={label}
      autoComplete="new-password"
      validate={newPasswordRules}
      {...look}
    />
    <PasswordInput
      source="password_confirmation"
      label="app.auth.password_confirmation"
      autoComplete="new-password"
      validate={confirmationRules}
      {...look}
    />
  </>
);
