import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { Form, SaveButton, SelectInput, TextInput, required, useTranslate } from "react-admin";
import { COUNTRIES, DEFAULT_COUNTRY } from "../../../../domain/geo";
import { orNull } from "../orNull";
import type { FieldErrors } from "../useSettingsAction";
import type { OfficeLocationDto } from "../../../../domain/contracts/store-settings";
import type { LocationInput } from "./useLocationSave";

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ id: c.code, name: c.name }));
const nameRules = [required("app.storeSettings.validation.required")];
const FIELDS = ["street", "city", "postal", "state", "phone"] as const;

interface OfficeLocationDialogProps {
  /** null: a new location. */
  location: OfficeLocationDto | null;
  onSubmit: (location: LocationInput) => Promise<FieldErrors | undefined>;
  onClose: () => void;
}

/** One office location's form; the dialog stays open with the errors when the save fails. */
export const OfficeLocationDialog = ({ location, onSubmit, onClose }: OfficeLocationDialogProps) => {
  const translate = useTranslate();
  const record = {
    id: location?.id ?? 0,
    name: location?.name ?? "",
    ...Object.fromEntries(FIELDS.map((f) => [f, location?.[f] ?? ""])),
    country: location?.country ?? DEFAULT_COUNTRY,
  };

  const submit = (values: Record<string, unknown>) =>
    onSubmit({
      ...(location ? { id: location.id } : {}),
      name: String(values.name ?? ""),
      street: orNull(values.street),
      city: orNull(values.city),
      postal: orNull(values.postal),
      state: orNull(values.state),
      phone: orNull(values.phone),
      country: orNull(values.country) ?? DEFAULT_COUNTRY,
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="office-location-title">
      <Form record={record} onSubmit={submit} noValidate>
        <DialogTitle id="office-location-title">
          {translate(
            location ? "app.storeSettings.locations.edit_title" : "app.storeSettings.locations.add_title",
          )}
        </DialogTitle>
        <DialogContent>
          <TextInput source="name" label="app.storeSettings.locations.name" validate={nameRules} />
          <TextInput source="street" label="app.storeSettings.address.street" />
          <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <TextInput source="city" label="app.storeSettings.address.city" />
            <TextInput source="postal" label="app.storeSettings.address.postal" />
            <TextInput source="state" label="app.storeSettings.address.region" />
            <SelectInput
              source="country"
              label="app.storeSettings.address.country"
              choices={COUNTRY_CHOICES}
            />
            <TextInput source="phone" label="app.storeSettings.address.phone" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("app.storeSettings.cancel")}</Button>
          <SaveButton label="app.storeSettings.save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
