import { Box, Stack } from "@mui/material";
import { Form, NumberInput, SaveButton, TextInput, maxValue, minValue, required } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { WebsiteDetail } from "../types";
import { ReportUnsaved } from "../unsavedChanges";
import { useSettingsSave } from "../useSettingsAction";
import { useStableRecord } from "../useStableRecord";
import { DomainField } from "./DomainField";
import { LinkField } from "./LinkField";

interface DetailsValues {
  name: string;
  link: string;
  domain: string | null;
  margin: number;
}

const nameRules = [required("app.storeSettings.validation.required")];
const marginRules = [
  required("app.storeSettings.validation.required"),
  minValue(1, "app.storeSettings.validation.margin_min"),
  maxValue(10, "app.storeSettings.validation.margin_max"),
];

/** Name, link, custom domain and margin, saved in one PUT /api/websites/{id}/settings. */
export const StoreDetailsForm = ({ website }: { website: WebsiteDetail }) => {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  const customDomain = website.limits.custom_domain === true;
  const record = useStableRecord({
    id: website.id,
    name: website.name,
    link: website.link,
    domain: website.domain,
    margin: website.margin,
  });

  const submit = (values: Record<string, unknown>) => {
    const v = values as unknown as DetailsValues;
    const domain = v.domain?.trim() ? v.domain.trim() : null;
    // The domain goes only when it changed: the server checks the plan for any domain sent.
    const body = {
      name: v.name,
      link: v.link,
      margin: Number(v.margin),
      ...(customDomain && domain !== website.domain ? { domain } : {}),
    };
    return save(
      () => dataProvider.saveStoreSettings(website.id, body),
      (answer) => answer.website,
    );
  };

  return (
    <Form record={record} onSubmit={submit} noValidate>
      <ReportUnsaved />
      <Stack spacing={0.5}>
        <TextInput source="name" label="app.storeSettings.fields.name" validate={nameRules} />
        <LinkField websiteId={website.id} />
        <DomainField website={website} enabled={customDomain} />
        <Box sx={{ maxWidth: 260 }}>
          <NumberInput
            source="margin"
            label="app.storeSettings.fields.margin"
            helperText="app.storeSettings.general.margin_hint"
            validate={marginRules}
            step={0.05}
          />
        </Box>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <SaveButton label="app.storeSettings.save" />
      </Box>
    </Form>
  );
};
