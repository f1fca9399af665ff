import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { SettingsCard } from "../SettingsCard";
import { AddressInputs } from "./AddressInputs";
import { StoreDetailsInputs } from "./StoreDetailsInputs";
import { StoreImages } from "./StoreImages";

/** General Store Settings: name, address on the web, pictures (saved on upload), postal address, margin. */
export const GeneralTab = ({ website }: { website: WebsiteDetail }) => (
  <>
    <SettingsCard
      title="app.storeSettings.general.details"
      description="app.storeSettings.general.details_hint"
    >
      <StoreDetailsInputs website={website} />
    </SettingsCard>
    <SettingsCard title="app.storeSettings.images.title" description="app.storeSettings.images.hint">
      <StoreImages website={website} />
    </SettingsCard>
    <AddressInputs website={website} />
  </>
);
