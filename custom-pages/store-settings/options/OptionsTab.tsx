import { Suspense } from "react";
import { AccessLevelsSection } from "../external";
import { SettingsCard } from "../SettingsCard";
import { PanelSkeleton } from "../SettingsSkeleton";
import type { WebsiteDetail } from "../types";
import { DepartmentsForm } from "./DepartmentsForm";
import { EntryModalForm } from "./EntryModalForm";
import { OfficeLocations } from "./OfficeLocations";
import { TaxExemptSwitch } from "./TaxExemptSwitch";

/** Store Options: departments, office locations, access levels, entry modal and tax exemption. */
export const OptionsTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.departments.title"
      description="app.storeSettings.departments.hint"
    >
      <DepartmentsForm website={website} />
    </SettingsCard>
    <OfficeLocations website={website} />
    <Suspense fallback={<PanelSkeleton />}>
      <AccessLevelsSection websiteId={website.id} />
    </Suspense>
    <SettingsCard
      title="app.storeSettings.entry_modal.title"
      description="app.storeSettings.entry_modal.hint"
    >
      <EntryModalForm website={website} />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.tax.title" description="app.storeSettings.tax.hint">
      <TaxExemptSwitch website={website} />
    </SettingsCard>
  </>
);
