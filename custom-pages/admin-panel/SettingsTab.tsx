import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";

type Field = "phone" | "email" | "primary" | "secondary" | "product_fruit_id";
const PATH: Record<Field, string> = {
  phone: "admin_info.phone",
  email: "admin_info.email",
  primary: "colors.primary",
  secondary: "colors.secondary",
  product_fruit_id: "product_fruit_id",
};

/** App info settings: support contacts shown in the footer, theme colours, product tour id. */
export const SettingsTab = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const { data } = useQuery({
    queryKey: ["admin-panel", "app-info"],
    queryFn: () => dataProvider.adminAppInfo(),
  });
  const [form, setForm] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (data && form === null)
      setForm({
        phone: data.admin_info.phone,
        email: data.admin_info.email,
        primary: data.colors.primary,
        secondary: data.colors.secondary,
        product_fruit_id: data.product_fruit_id,
      });
  }, [data, form]);
  if (form === null) return <Skeleton height={240} aria-busy="true" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await dataProvider.adminSaveAppInfo({
        admin_info: { phone: form.phone, email: form.email },
        colors: { primary: form.primary, secondary: form.secondary },
        product_fruit_id: form.product_fruit_id,
      });
      notify("app.admin.settings.saved", { type: "success" });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) notify(serverText(message), { type: "error" });
    }
  };
  const field = (name: Field) => ({
    label: translate(`app.admin.settings.${name}`),
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    error: Boolean(errors[PATH[name]]),
    helperText: errors[PATH[name]] ? serverText(errors[PATH[name]]) : " ",
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ maxWidth: 480 }}>
      <TextField {...field("phone")} />
      <TextField type="email" {...field("email")} />
      <Stack direction="row" spacing={2}>
        <TextField {...field("primary")} />
        <TextField {...field("secondary")} />
      </Stack>
      <TextField {...field("product_fruit_id")} />
      <Button type="submit" variant="contained" sx={{ alignSelf: "flex-start" }}>
        {translate("app.money.common.save")}
      </Button>
    </Stack>
  );
};
