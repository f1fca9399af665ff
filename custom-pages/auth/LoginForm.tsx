import { Box } from "@mui/material";
import { Form, PasswordInput } from "react-admin";
import { AuthLink } from "./AuthLink";
import { SubmitButton } from "./SubmitButton";
import type { FormValues } from "./useApiForm";
import { EmailField } from "./fields";
import { requiredField } from "./validators";

interface LoginFormProps {
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  pending: boolean;
}

export const LoginForm = ({ onSubmit, pending }: LoginFormProps) => (
  <Form onSubmit={onSubmit} noValidate>
    <EmailField autoComplete="username" autoFocus />
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
