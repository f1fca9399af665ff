import { AddressForm } from "./AddressForm";
import { StoreDetailsForm } from "./StoreDetailsForm";
import { StoreImages } from "./StoreImages";
import { SettingsCard } from "../SettingsCard";
import type { WebsiteDetail } from "../types";

/** General Store Settings: name, address on the web, pictures, postal address, margin. */
export const GeneralTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.general.details"
      description="app.storeSettings.general.details_hint"
    >
      <StoreDetailsForm website={website} />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.images.title" description="app.storeSettings.images.hint">
      <StoreImages website={website} />
    </SettingsCard>
    <AddressForm website={website} />
  </>
);
