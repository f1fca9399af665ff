import { BooleanInput } from "react-admin";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { ExternalPanel } from "../ExternalPanel";
import { SettingsCard } from "../SettingsCard";
import { VisitedPanel } from "../VisitedPanel";
import { DepartmentsInput } from "./DepartmentsInput";
import { EntryModalInputs } from "./EntryModalInputs";
import { OfficeLocations } from "./OfficeLocations";

/**
 * Store Options: departments, office locations and access levels (each saved by its own dialog),
 * the entry modal and tax exemption.
 */
export const OptionsTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.departments.title"
      description="app.storeSettings.departments.hint"
    >
      <DepartmentsInput />
    </SettingsCard>
    <VisitedPanel tab="options" ownSaves>
      <OfficeLocations website={website} />
      <ExternalPanel name="accessLevels" websiteId={website.id} />
    </VisitedPanel>
    <SettingsCard
      title="app.storeSettings.entry_modal.title"
      description="app.storeSettings.entry_modal.hint"
    >
      <EntryModalInputs />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.tax.title" description="app.storeSettings.tax.hint">
      <BooleanInput source="tax_exempt" label="app.storeSettings.tax.label" helperText={false} />
    </SettingsCard>
  </>
);
