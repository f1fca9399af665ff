import { useState } from "react";
import { Box } from "@mui/material";
import { Form, PasswordInput, SaveButton, useNotify } from "react-admin";
import { useServerErrors } from "../../ui/useServerErrors";
import { useUpdateUser } from "./useUpdateUser";
import { confirmationRules, newPasswordRules, requiredField } from "./validators";

/**
 * Current, new and repeated password. The server checks the current one (its error shows under
 * that field) and signs out every other device.
 */
export const PasswordForm = () => {
  const notify = useNotify();
  const updateUser = useUpdateUser();
  const serverErrors = useServerErrors();
  // A fresh form after success, so the typed passwords do not linger in the inputs.
  const [generation, setGeneration] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await updateUser({
        current_password: String(values.current_password ?? ""),
        password: String(values.password ?? ""),
        password_confirmation: String(values.password_confirmation ?? ""),
      });
      notify("app.account.password.changed", { type: "success" });
      setGeneration((n) => n + 1);
      return undefined;
    } catch (error) {
      const { message, fields } = serverErrors(error);
      notify(message, { type: "error" });
      return fields;
    }
  };

  return (
    <Form key={generation} onSubmit={submit} noValidate>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <PasswordInput
          source="current_password"
          label="app.account.password.current"
          validate={requiredField}
          autoComplete="current-password"
          sx={{ gridColumn: { sm: "1 / span 1" } }}
        />
        <Box sx={{ display: { xs: "none", sm: "block" } }} />
        <PasswordInput
          source="password"
          label="app.account.password.new"
          validate={newPasswordRules}
          autoComplete="new-password"
          helperText="app.account.password.hint"
        />
        <PasswordInput
          source="password_confirmation"
          label="app.account.password.confirm"
          validate={confirmationRules}
          autoComplete="new-password"
        />
      </Box>
      <Box sx={{ mt: 1 }}>
        <SaveButton label="app.account.password.submit" />
      </Box>
    </Form>
  );
};
