import { Box, Stack } from "@mui/material";
import { Form, PasswordInput, SaveButton, SelectInput, TextInput, useNotify } from "react-admin";
import { useWatch } from "react-hook-form";
import { PAGE_VIEW_OPTIONS } from "../../domain/account";
import type { UserDto } from "../../domain/api";
import { useServerErrors } from "../../ui/useServerErrors";
import { useUpdateUser } from "./useUpdateUser";
import { emailRules, nameRules, requiredField } from "./validators";

const PAGE_VIEW_CHOICES = PAGE_VIEW_OPTIONS.map((n) => ({ id: n, name: String(n) }));

interface ProfileValues {
  name: string;
  email: string;
  page_view: number;
  current_password?: string;
}

/** A new email needs the current password (the server checks it); asked only once the email differs. */
const CurrentPasswordForEmail = ({ savedEmail }: { savedEmail: string }) => {
  const email = useWatch<Record<string, unknown>>({ name: "email" });
  if (typeof email !== "string" || email.trim().toLowerCase() === savedEmail.toLowerCase()) return null;
  return (
    <PasswordInput
      source="current_password"
      label="app.account.password.current"
      validate={requiredField}
      autoComplete="current-password"
      sx={{ gridColumn: { sm: "2 / span 1" } }}
    />
  );
};

/** Name, email and list page size; server field errors land under the fields. */
export const ProfileForm = ({ user }: { user: UserDto }) => {
  const notify = useNotify();
  const updateUser = useUpdateUser();
  const serverErrors = useServerErrors();

  const submit = async (values: Record<string, unknown>) => {
    const { name, email, page_view, current_password } = values as unknown as ProfileValues;
    const newEmail = email.trim().toLowerCase() !== user.email.toLowerCase();
    try {
      const updated = await updateUser({
        name,
        email,
        page_view: Number(page_view),
        ...(newEmail ? { current_password: current_password ?? "" } : {}),
      });
      const emailChanged = updated.email !== user.email;
      notify(emailChanged ? "app.account.edit.saved_verify" : "app.account.edit.saved", { type: "success" });
      return undefined;
    } catch (error) {
      const { message, fields } = serverErrors(error);
      notify(message, { type: "error" });
      return fields;
    }
  };

  return (
    <Form record={user} onSubmit={submit} noValidate>
      <Stack spacing={0.5}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextInput source="name" label="app.account.fields.name" validate={nameRules} autoComplete="name" />
          <TextInput
            source="email"
            type="email"
            label="app.account.fields.email"
            validate={emailRules}
            autoComplete="email"
            helperText="app.account.edit.email_hint"
          />
          <CurrentPasswordForEmail savedEmail={user.email} />
        </Box>
        <SelectInput
          source="page_view"
          label="app.account.fields.page_view"
          choices={PAGE_VIEW_CHOICES}
          helperText="app.account.edit.page_view_hint"
          sx={{ maxWidth: 260 }}
        />
      </Stack>
      <Box sx={{ mt: 1 }}>
        <SaveButton label="app.account.edit.save" />
      </Box>
    </Form>
  );
};
