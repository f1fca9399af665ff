import { useState, type FormEvent } from "react";
import { useNotify, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { ADMIN_ROLE_ID, USER_ROLE_ID } from "../../domain/permissions";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { AdminUser } from "./types";

interface EditForm {
  name: string;
  email: string;
  role_id: number;
  website_role: string;
  can_create_stores: boolean;
}

const formOf = (user: AdminUser): EditForm => ({
  name: user.name,
  email: user.email,
  role_id: user.role_id,
  website_role: user.website_role ?? "",
  can_create_stores: Boolean(user.can_create_stores),
});

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  /** After a save: the list reloads. */
  onSaved: () => Promise<unknown>;
}

/** An admin's edit of a user's account fields (PUT /api/users/{id}); errors stay next to their field. */
export const EditUserDialog = ({ user, onClose, onSaved }: EditUserDialogProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [form, setForm] = useState<EditForm>(() => formOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: object) => translate(`app.admin.users.${key}`, options);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await dataProvider.adminUpdateUser(user.id, {
        name: form.name,
        email: form.email,
        role_id: form.role_id,
        website_role: form.website_role.trim() === "" ? null : form.website_role.trim(),
        can_create_stores: form.can_create_stores ? 1 : 0,
      });
      notify("app.admin.users.saved", { type: "success", messageArgs: { name: form.name } });
      await onSaved();
      onClose();
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(fieldErrors);
      // A refusal that names no field (the last admin, a lost session) is said above the fields.
      if (Object.keys(fieldErrors).length === 0) setFailure(serverText(message));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: "name" | "email" | "website_role") => ({
    name,
    label: t(name),
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name]
      ? serverText(errors[name])
      : name === "website_role"
        ? t("website_role_hint")
        : " ",
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-user-title" maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="edit-user-title">{t("edit_title", { name: user.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
            <TextField {...text("name")} autoFocus required />
            <TextField {...text("email")} type="email" required />
            <TextField
              select
              label={t("role")}
              value={form.role_id}
              onChange={(e) => setForm({ ...form, role_id: Number(e.target.value) })}
              error={Boolean(errors.role_id)}
              helperText={errors.role_id ? serverText(errors.role_id) : " "}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={USER_ROLE_ID}>{t("user")}</option>
              <option value={ADMIN_ROLE_ID}>{t("admin")}</option>
            </TextField>
            <TextField {...text("website_role")} />
            <FormControlLabel
              control={
                <Switch
                  checked={form.can_create_stores}
                  onChange={(e) => setForm({ ...form, can_create_stores: e.target.checked })}
                />
              }
              label={t("can_create_stores")}
            />
            {errors.can_create_stores ? (
              <FormHelperText error>{serverText(errors.can_create_stores)}</FormHelperText>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t("save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
