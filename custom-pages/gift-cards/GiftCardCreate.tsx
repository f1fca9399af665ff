import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { HttpError, Title, useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { readFailure, useServerText } from "../../ui/useServerText";
import { LockedNotice } from "./LockedNotice";
import { useGiftCardsChanged } from "./useGiftCards";
import { toCents } from "../../domain/money";

/** /gift-cards/create: one card, or a batch of cards of one value. */
const GiftCardCreate = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const changed = useGiftCardsChanged();
  const { websiteId } = useActiveWebsite();
  const [form, setForm] = useState({
    value: "",
    count: "1",
    code: "",
    expires_on: "",
    recipient_email: "",
    recipient_name: "",
    note: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locked, setLocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = (key: string) => translate(`app.money.gift_cards.${key}`);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: Boolean(errors[name === "value" ? "initial_value" : name]),
    helperText: errors[name === "value" ? "initial_value" : name] ?? " ",
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const result = await dataProvider.createGiftCards({
        website_id: websiteId,
        initial_value: toCents(form.value) ?? Number.NaN,
        count: Number(form.count) || 1,
        code: form.code.trim() || null,
        expires_on: form.expires_on || null,
        recipient_email: form.recipient_email.trim() || null,
        recipient_name: form.recipient_name.trim() || null,
        note: form.note.trim() || null,
      });
      await changed();
      const count = result.data.length;
      notify(count > 1 ? "app.money.gift_cards.created_many" : "app.money.gift_cards.created_one", {
        type: "success",
        messageArgs: { count },
      });
      const first = result.data[0];
      navigate(count === 1 && first ? `/gift-cards/single/${first.id}` : "/gift-cards");
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      if (error instanceof HttpError && error.status === 403) setLocked(true);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, serverText(v)])));
      if (Object.keys(fieldErrors).length === 0) notify(serverText(message), { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t("create_title")} />
      <CardContent component="form" onSubmit={submit} noValidate>
        {locked ? <LockedNotice /> : null}
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              label={t("value")}
              type="number"
              required
              slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
              {...field("value")}
            />
            <TextField
              label={t("count")}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 500 } }}
              {...field("count")}
              helperText={errors.count ?? t("count_hint")}
            />
          </Stack>
          <TextField label={t("code")} {...field("code")} helperText={errors.code ?? t("code_hint")} />
          <TextField
            label={t("expires_on")}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...field("expires_on")}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField label={t("recipient_name")} fullWidth {...field("recipient_name")} />
            <TextField label={t("recipient_email")} type="email" fullWidth {...field("recipient_email")} />
          </Stack>
          <TextField label={t("note")} multiline minRows={2} {...field("note")} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving || websiteId === null}>
              {translate("app.money.common.save")}
            </Button>
            <Button onClick={() => navigate("/gift-cards")}>{translate("app.money.common.cancel")}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

export default GiftCardCreate;
