import { Box, Stack } from "@mui/material";
import { NumberInput, TextInput } from "react-admin";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { DomainField } from "./DomainField";
import { LinkField } from "./LinkField";

/** Name, link, custom domain (plans with custom_domain) and margin. */
export const StoreDetailsInputs = ({ website }: { website: WebsiteDetail }) => (
  <Stack spacing={0.5}>
    <TextInput source="name" label="app.storeSettings.fields.name" />
    <LinkField websiteId={website.id} />
    <DomainField website={website} enabled={website.limits.custom_domain === true} />
    <Box sx={{ maxWidth: 260 }}>
      <NumberInput
        source="margin"
        label="app.storeSettings.fields.margin"
        helperText="app.storeSettings.general.margin_hint"
        step={0.05}
      />
    </Box>
  </Stack>
);
