import { Box, Chip } from "@mui/material";
import { Form, SaveButton, SelectInput, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from "../../../domain/geo";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { orNull } from "../orNull";
import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsAction } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";
import { useReloadDetail, useUpdateDetail } from "../useWebsiteDetail";

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ id: c.code, name: c.name }));
const STATE_CHOICES = US_STATES.map((s) => ({ id: s.code, name: s.name }));
const FIELDS = ["name", "street", "city", "postal", "state", "country", "phone"] as const;

/** A US address picks its state from the list; elsewhere the region is free text. */
const StateInput = () => {
  const country = useWatch({ name: "country" }) as string | undefined;
  return country === "US" ? (
    <SelectInput
      source="state"
      label="app.storeSettings.address.state"
      choices={STATE_CHOICES}
      emptyText="—"
    />
  ) : (
    <TextInput source="state" label="app.storeSettings.address.region" />
  );
};

/** The store's postal address (POST /api/update/website/address); country defaults to US. */
export const AddressForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const run = useSettingsAction();
  const update = useUpdateDetail(website.id);
  const reload = useReloadDetail(website.id);
  const a = website.address;
  const record = useStableRecord({
    id: website.id,
    ...Object.fromEntries(FIELDS.map((f) => [f, a?.[f] ?? ""])),
    country: a?.country ?? DEFAULT_COUNTRY,
  });

  const submit = (values: Record<string, unknown>) => {
    const body = {
      website_id: website.id,
      ...Object.fromEntries(FIELDS.map((f) => [f, orNull(values[f])])),
      country: orNull(values.country) ?? DEFAULT_COUNTRY,
    };
    return run(
      () => dataProvider.saveStoreAddress(body),
      "app.storeSettings.address.saved",
      (answer) => {
        update({ address_valid: answer.address_valid });
        void reload();
      },
    );
  };

  const valid = website.address_valid === 1;
  return (
    <SettingsCard
      title="app.storeSettings.address.title"
      description="app.storeSettings.address.hint"
      aside={
        <Chip
          size="small"
          color={valid ? "success" : "warning"}
          label={translate(valid ? "app.storeSettings.address.valid" : "app.storeSettings.address.invalid")}
        />
      }
    >
      <Form record={record} onSubmit={submit} noValidate>
        <ReportUnsaved />
        <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextInput source="name" label="app.storeSettings.address.name" />
          <TextInput source="phone" label="app.storeSettings.address.phone" />
          <TextInput
            source="street"
            label="app.storeSettings.address.street"
            sx={{ gridColumn: { sm: "1 / -1" } }}
          />
          <TextInput source="city" label="app.storeSettings.address.city" />
          <TextInput source="postal" label="app.storeSettings.address.postal" />
          <SelectInput
            source="country"
            label="app.storeSettings.address.country"
            choices={COUNTRY_CHOICES}
            emptyValue={DEFAULT_COUNTRY}
          />
          <StateInput />
        </Box>
        <SaveButton label="app.storeSettings.save" />
      </Form>
    </SettingsCard>
  );
};
