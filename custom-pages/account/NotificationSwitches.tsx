import { useState } from "react";
import { Divider, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import type { UserDto } from "../../domain/api";
import { useServerErrors } from "../../ui/useServerErrors";
import { useUpdateUser } from "./useUpdateUser";

export const NOTIFICATION_FIELDS = [
  "inventory_notifications",
  "low_inventory",
  "price_changes_notifications",
] as const;
type NotificationField = (typeof NOTIFICATION_FIELDS)[number];

/**
 * The three mail switches. Each saves on its own as soon as it flips, and flips back
 * if the server refuses, so what is shown is always what is stored.
 */
export const NotificationSwitches = ({ user }: { user: UserDto }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const updateUser = useUpdateUser();
  const serverErrors = useServerErrors();
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(NOTIFICATION_FIELDS.map((f) => [f, Number(user[f]) === 1])) as Record<
        NotificationField,
        boolean
      >,
  );
  const [saving, setSaving] = useState<NotificationField | null>(null);

  const toggle = async (field: NotificationField, on: boolean) => {
    setValues((current) => ({ ...current, [field]: on }));
    setSaving(field);
    try {
      await updateUser({ [field]: on ? 1 : 0 });
      notify("app.account.notifications.saved", { type: "success" });
    } catch (error) {
      setValues((current) => ({ ...current, [field]: !on }));
      notify(serverErrors(error).message, { type: "error" });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      {NOTIFICATION_FIELDS.map((field) => (
        <Stack key={field} direction="row" alignItems="center" spacing={2}>
          <Stack sx={{ flex: 1 }}>
            <Typography fontWeight={600} id={`${field}-label`}>
              {translate(`app.account.notifications.${field}.label`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.account.notifications.${field}.hint`)}
            </Typography>
          </Stack>
          <FormControlLabel
            label=""
            sx={{ mr: 0 }}
            control={
              <Switch
                checked={values[field]}
                disabled={saving === field}
                onChange={(event) => void toggle(field, event.target.checked)}
                slotProps={{ input: { "aria-labelledby": `${field}-label` } }}
              />
            }
          />
        </Stack>
      ))}
    </Stack>
  );
};
