import { Suspense } from "react";
import { PanelSkeleton } from "./SettingsSkeleton";
import { storeSettingsPanel, type StorePanelName } from "./panels";

/** Another area's panel for this store, loaded the first time it shows. */
export const ExternalPanel = ({ name, websiteId }: { name: StorePanelName; websiteId: number }) => {
  const Panel = storeSettingsPanel(name);
  if (!Panel) return null;
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <Panel websiteId={websiteId} />
    </Suspense>
  );
};
