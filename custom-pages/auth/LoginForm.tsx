import { Box } from "@mui/material";
import { Form, PasswordInput, TextInput } from "react-admin";
import { AuthLink } from "./AuthLink";
import { SubmitButton } from "./SubmitButton";
import type { FormValues } from "./useApiForm";
import { emailRules, requiredField } from "./validators";

interface LoginFormProps {
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  pending: boolean;
}

export const LoginForm = ({ onSubmit, pending }: LoginFormProps) => (
  <Form onSubmit={onSubmit} noValidate>
    <TextInput
      source="email"
      type="email"
      label="app.auth.email"
      autoComplete="username"
      variant="outlined"
      autoFocus
      fullWidth
      validate={emailRules}
    />
    <PasswordInput
      source="password"
      label="app.auth.password"
      autoComplete="current-password"
      variant="outlined"
      fullWidth
      validate={requiredField}
    />
    <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
      <AuthLink to="/forget" label="app.auth.forgot_password" />
    </Box>
    <SubmitButton label="app.auth.sign_in" pending={pending} />
  </Form>
);
