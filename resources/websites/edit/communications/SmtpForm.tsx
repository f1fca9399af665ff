import { useMemo } from "react";
import { Box, Button, DialogActions, DialogContent } from "@mui/material";
import {
  BooleanInput,
  Form,
  NumberInput,
  PasswordInput,
  SaveButton,
  TextInput,
  email,
  required,
  useNotify,
  useTranslate,
} from "react-admin";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../../../ui/ConfirmDialog";
import { orNull } from "../orNull";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { useSettingsSave } from "../useSettingsAction";
import { useUpdateDetail } from "../useStoreRecord";

const requiredRule = required("app.storeSettings.validation.required");
const emailRules = [requiredRule, email("app.storeSettings.validation.email")];

/** POST /api/websites/{id}/update-smtp: the store's own mail server; the password is never shown back. */
export const SmtpForm = ({ website, onDone }: { website: WebsiteDetail; onDone: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const save = useSettingsSave(website.id);
  const update = useUpdateDetail(website.id);
  const smtp = website.smtp;
  const record = useMemo(
    () => ({
      id: website.id,
      host: smtp?.host ?? "",
      port: smtp?.port ?? 587,
      secure: smtp?.secure ?? false,
      username: smtp?.username ?? "",
      password: "",
      from_email: smtp?.from_email ?? "",
      from_name: smtp?.from_name ?? "",
    }),
    [website.id, smtp],
  );

  const submit = async (values: Record<string, unknown>) => {
    const password = orNull(values.password);
    const body = {
      host: String(values.host ?? ""),
      port: Number(values.port),
      secure: values.secure === true,
      username: orNull(values.username),
      // Left empty: the stored password stays.
      ...(password !== null ? { password } : {}),
      from_email: String(values.from_email ?? ""),
      from_name: orNull(values.from_name),
    };
    const errors = await save(
      () => dataProvider.saveStoreSmtp(website.id, body),
      (answer) => ({ smtp: answer.smtp }),
      "app.storeSettings.smtp.saved",
    );
    if (!errors) onDone();
    return errors;
  };

  const remove = () =>
    confirm({ content: "app.storeSettings.smtp.remove_confirm" }).then(async () => {
      try {
        update(await dataProvider.saveStoreSmtp(website.id, { remove: true }));
        notify("app.storeSettings.smtp.removed", { type: "success" });
        onDone();
      } catch {
        notify("app.server.somethingWrong", { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <DialogContent>
        <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", sm: "2fr 1fr" } }}>
          <TextInput source="host" label="app.storeSettings.smtp.host" validate={requiredRule} />
          <NumberInput source="port" label="app.storeSettings.smtp.port" validate={requiredRule} />
          <TextInput source="username" label="app.storeSettings.smtp.username" autoComplete="off" />
          <PasswordInput
            source="password"
            label="app.storeSettings.smtp.password"
            autoComplete="new-password"
            helperText={smtp?.has_password ? "app.storeSettings.smtp.password_kept" : false}
          />
          <TextInput
            source="from_email"
            type="email"
            label="app.storeSettings.smtp.from_email"
            validate={emailRules}
          />
          <TextInput source="from_name" label="app.storeSettings.smtp.from_name" />
        </Box>
        <BooleanInput
          source="secure"
          label="app.storeSettings.smtp.secure"
          helperText="app.storeSettings.smtp.secure_hint"
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        {smtp ? (
          <Button color="error" onClick={() => void remove()} sx={{ mr: "auto" }}>
            {translate("app.storeSettings.smtp.remove")}
          </Button>
        ) : null}
        <Button onClick={onDone}>{translate("app.storeSettings.cancel")}</Button>
        <SaveButton label="app.storeSettings.save" />
      </DialogActions>
    </Form>
  );
};
