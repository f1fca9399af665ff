import { useState } from "react";
import { Autocomplete, TextField } from "@mui/material";
import { useInput, useTranslate } from "react-admin";
import { useRecipientChoices } from "./useRecipientChoices";

/** A user id typed by hand: "12" or "#12". */
function parseId(value: string | number): number | null {
  const id = Number(String(value).trim().replace(/^#/, ""));
  return Number.isInteger(id) && id > 0 ? id : null;
}

const notEmpty = (ids: unknown) =>
  Array.isArray(ids) && ids.length > 0 ? undefined : "app.shell.validation.list_not_empty";

/**
 * The server has no user list for the SPA yet, so the choices are the store owners it already
 * knows (GET /api/websites lists every store for admins); any other user is entered by id.
 */
export const RecipientsInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<number[]>({ source: "user_ids", validate: notEmpty });
  const choices = useRecipientChoices();
  const [invalid, setInvalid] = useState(false);
  const ids: number[] = Array.isArray(field.value) ? field.value : [];

  const change = (values: (string | number)[]) => {
    const parsed = values.map(parseId);
    setInvalid(parsed.includes(null));
    field.onChange([...new Set(parsed.filter((id): id is number => id !== null))]);
  };

  const error = invalid ? "app.shell.notifications.bad_id" : fieldState.error?.message;
  return (
    <Autocomplete<number | string, true, false, true>
      multiple
      freeSolo
      options={choices.map((choice) => choice.id)}
      value={ids}
      onChange={(_, values) => change(values)}
      getOptionLabel={(id) => choices.find((choice) => choice.id === id)?.label ?? `#${id}`}
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
