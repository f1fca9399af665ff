import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { Title, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { LockedNotice } from "../../ui/LockedNotice";
import { DenominationsField } from "./DenominationsField";
import { PictureField } from "./PictureField";
import type { GiftCardProductFormValues } from "./types";
import type { SaveResult } from "./useGiftCardProducts";

interface GiftCardProductFormProps {
  title: string;
  initial: GiftCardProductFormValues;
  save: (values: GiftCardProductFormValues) => Promise<SaveResult>;
  /** Shown above the fields, e.g. the storefront link of a saved one. */
  header?: ReactNode;
  /** Next to Save and Cancel, e.g. Delete. */
  actions?: ReactNode;
}

/** The fields of /product/gift-card/create and /product/gift-card/edit/{id}, errors beside each. */
export function GiftCardProductForm({ title, initial, save, header, actions }: GiftCardProductFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(`app.money.gift_card_product.${key}`);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locked, setLocked] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof GiftCardProductFormValues>(key: K, value: GiftCardProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  // "denominations.2" names one value; the list shows it under the whole field.
  const valuesError = Object.entries(errors).find(([k]) => k.startsWith("denominations"))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    const result = await save(values);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setLocked(result.locked);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={title} />
      <CardContent component="form" onSubmit={submit} noValidate aria-label={title}>
        {locked ? <LockedNotice /> : null}
        {header}
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t("name")}
            required
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? " "}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t("description")}
            multiline
            minRows={3}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? t("description_hint")}
          />
          <DenominationsField
            value={values.denominations}
            onChange={(next) => set("denominations", next)}
            error={valuesError}
          />
          <PictureField
            value={values.picture}
            onChange={(next) => set("picture", next)}
            error={errors.picture_file_id}
          />
          <FormControlLabel
            control={
              <Switch checked={values.published} onChange={(e) => set("published", e.target.checked)} />
            }
            label={t("published")}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate("app.money.common.save")}
            </Button>
            <Button onClick={() => navigate("/product/gift-card")}>
              {translate("app.money.common.cancel")}
            </Button>
            {actions}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
