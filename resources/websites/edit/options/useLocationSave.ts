import { useCallback } from "react";
import { useAppDataProvider } from "../../../../providers/dataProvider";
import type { StoreLocationInput } from "../../../../providers/data/storeSettings";
import type { WebsiteDetail } from "../../../../domain/contracts/store-settings";
import { useSettingsSave, type FieldErrors } from "../useSettingsAction";

export type LocationInput = StoreLocationInput;

/**
 * POST /api/update/website/locations. The whole list is sent every time, in its order (the server
 * numbers rows by their place in the request), with office_to_delete naming removed rows.
 */
export function useLocationSave(website: WebsiteDetail) {
  const dataProvider = useAppDataProvider();
  const save = useSettingsSave(website.id);
  return useCallback(
    (list: LocationInput[], toDelete: number[] = []): Promise<FieldErrors | undefined> =>
      save(
        () => dataProvider.saveStoreLocations(website.id, list, toDelete),
        (answer) => ({ office_locations: answer.office_locations }),
        "app.storeSettings.locations.saved",
      ),
    [dataProvider, save, website.id],
  );
}
