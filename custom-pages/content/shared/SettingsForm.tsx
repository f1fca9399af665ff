import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { readFailure } from "../../../ui/useServerText";
import { FieldInput } from "../../../ui/fields/FieldInput";
import type { FieldSpec } from "../../../ui/fields/fieldSpec";
import type { Values } from "../../../ui/fields/values";

/** A form of settings saved in one call; errors show at their fields and the typed values stay. */
export function SettingsForm({
  initial,
  fields,
  onSave,
  label,
}: {
  initial: Values;
  fields: FieldSpec[];
  onSave: (values: Values) => Promise<unknown>;
  label: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      await onSave(values);
      notify("app.content.saved", { type: "success" });
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setErrors(fieldErrors);
      notify(message ?? "app.content.save_failed", { type: "error" });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="form"
      aria-label={translate(label)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack spacing={2}>
        {fields.map((f) => (
          <FieldInput key={f.name} field={f} values={values} onValues={setValues} errors={errors} />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate("app.content.actions.save")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
