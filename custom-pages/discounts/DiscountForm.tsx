import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { DISCOUNT_KINDS, DISCOUNT_SCOPES } from "../../domain/discounts";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ScopePicker } from "./ScopePicker";
import type { DiscountDetail } from "./types";
import { toBody, useDiscountForm } from "./useDiscountForm";
import { useDiscountsChanged } from "./useDiscounts";

/** Create or edit a discount; server field errors show next to their fields. */
export const DiscountForm = ({ detail }: { detail?: DiscountDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const serverText = useServerText();
  const changed = useDiscountsChanged();
  const { websiteId } = useActiveWebsite();
  const { form, set } = useDiscountForm(detail);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const t = (key: string) => translate(`app.money.discounts.${key}`);
  const text = (
    key: "code" | "title" | "value" | "minimum_order" | "usage_limit" | "starts_at" | "ends_at",
  ) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? " ",
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const body = toBody(form);
      if (detail) await dataProvider.updateDiscount(detail.id, body);
      else await dataProvider.createDiscount(websiteId, body);
      await changed();
      notify("app.money.discounts.saved", { type: "success" });
      navigate("/discounts");
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, serverText(v)])));
      notify(
        Object.keys(fieldErrors).length > 0 ? "app.money.discounts.fields_invalid" : serverText(message),
        { type: "error" },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ maxWidth: 720 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField label={t("code")} required fullWidth {...text("code")} />
        <TextField label={t("title_field")} fullWidth {...text("title")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          select
          label={t("kind")}
          value={form.kind}
          onChange={(e) => set("kind", e.target.value as typeof form.kind)}
          sx={{ minWidth: 200 }}
          helperText=" "
        >
          {DISCOUNT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`kind_${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t(form.kind === "fixed" ? "value_fixed" : "value_percent")}
          type="number"
          required
          {...text("value")}
        />
        <TextField label={t("minimum_order")} type="number" {...text("minimum_order")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label={t("starts_at")}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...text("starts_at")}
        />
        <TextField
          label={t("ends_at")}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          {...text("ends_at")}
        />
        <TextField
          label={t("usage_limit")}
          type="number"
          {...text("usage_limit")}
          helperText={errors.usage_limit ?? t("usage_limit_hint")}
        />
      </Stack>
      <TextField
        select
        label={t("applies_to")}
        value={form.applies_to}
        onChange={(e) => set("applies_to", e.target.value as typeof form.applies_to)}
        helperText=" "
      >
        {DISCOUNT_SCOPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`scope_${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {form.applies_to === "products" ? (
        <ScopePicker
          model="Product"
          label={t("products")}
          value={form.product_ids}
          onChange={(ids) => set("product_ids", ids)}
          error={errors.product_ids}
        />
      ) : null}
      {form.applies_to === "categories" ? (
        <ScopePicker
          model="Category"
          label={t("categories")}
          value={form.category_ids}
          onChange={(ids) => set("category_ids", ids)}
          error={errors.category_ids}
        />
      ) : null}
      <FormControlLabel
        control={
          <Switch
            checked={form.once_per_customer}
            onChange={(e) => set("once_per_customer", e.target.checked)}
          />
        }
        label={t("once_per_customer")}
      />
      <FormControlLabel
        control={<Switch checked={form.active} onChange={(e) => set("active", e.target.checked)} />}
        label={t("active")}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving || (!detail && websiteId === null)}>
          {translate("app.money.common.save")}
        </Button>
        <Button onClick={() => navigate("/discounts")}>{translate("app.money.common.cancel")}</Button>
      </Stack>
    </Stack>
  );
};
