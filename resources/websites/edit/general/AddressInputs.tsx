import { Box, Chip } from "@mui/material";
import { SelectInput, TextInput, useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { COUNTRIES, DEFAULT_COUNTRY, US_STATES } from "../../../../domain/geo";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { SettingsCard } from "../SettingsCard";

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ id: c.code, name: c.name }));
const STATE_CHOICES = US_STATES.map((s) => ({ id: s.code, name: s.name }));

/** A US address picks its state from the list; elsewhere the region is free text. */
const StateInput = () => {
  const country = (useWatch({ name: "address.country" }) as string | null | undefined) ?? DEFAULT_COUNTRY;
  return country === "US" ? (
    <SelectInput
      source="address.state"
      label="app.storeSettings.address.state"
      choices={STATE_CHOICES}
      emptyText="—"
    />
  ) : (
    <TextInput source="address.state" label="app.storeSettings.address.region" />
  );
};

/** The store's postal address; the country defaults to US. */
export const AddressInputs = ({ website }: { website: WebsiteDetail }) => {
  const translate = useTranslate();
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
      <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextInput source="address.name" label="app.storeSettings.address.name" />
        <TextInput source="address.phone" label="app.storeSettings.address.phone" />
        <TextInput
          source="address.street"
          label="app.storeSettings.address.street"
          sx={{ gridColumn: { sm: "1 / -1" } }}
        />
        <TextInput source="address.city" label="app.storeSettings.address.city" />
        <TextInput source="address.postal" label="app.storeSettings.address.postal" />
        <SelectInput
          source="address.country"
          label="app.storeSettings.address.country"
          choices={COUNTRY_CHOICES}
          emptyValue={DEFAULT_COUNTRY}
          // A store without an address shows the country its address will get.
          format={(value: unknown) => (typeof value === "string" && value ? value : DEFAULT_COUNTRY)}
        />
        <StateInput />
      </Box>
    </SettingsCard>
  );
};
