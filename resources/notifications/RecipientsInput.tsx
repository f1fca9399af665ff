import { useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useInput, useTranslate } from "react-admin";
import { useAdminUsers, type AdminUser } from "./useAdminUsers";

const notEmpty = (ids: unknown) =>
  Array.isArray(ids) && ids.length > 0 ? undefined : "app.shell.validation.list_not_empty";

/** Chosen users, searched by name or email over GET /api/admin/users; the form keeps their ids. */
export const RecipientsInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: "user_ids", validate: notEmpty });
  const [chosen, setChosen] = useState<AdminUser[]>([]);
  const [input, setInput] = useState("");
  const { users, loading, failed } = useAdminUsers(input);

  const change = (values: AdminUser[]) => {
    setChosen(values);
    field.onChange(values.map((user) => user.id));
  };

  const error = fieldState.error?.message;
  return (
    <Autocomplete<AdminUser, true>
      multiple
      filterSelectedOptions
      options={users}
      value={chosen}
      loading={loading}
      // The server already filtered by the term.
      filterOptions={(options) => options}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== "reset") setInput(value);
      }}
      onChange={(_, values) => change(values)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(user) => `${user.name} (${user.email})`}
      loadingText={translate("ra.message.loading")}
      noOptionsText={translate(
        failed ? "app.shell.notifications.users_error" : "app.shell.notifications.no_users",
      )}
      onBlur={field.onBlur}
      sx={{ mb: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate("app.shell.notifications.users")}
          error={error !== undefined}
          helperText={translate(error ?? "app.shell.notifications.users_help")}
        />
      )}
    />
  );
};
