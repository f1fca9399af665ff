import { useCallback } from "react";
import { apiRequest } from "../../../providers/httpClient";
import type { OfficeLocationDto, WebsiteDetail } from "../types";
import { useSettingsSave, type FieldErrors } from "../useSettingsAction";

export type LocationInput = Omit<OfficeLocationDto, "id"> & { id?: number };

/**
 * POST /api/update/website/locations. The whole list is sent every time, in its order (the server
 * numbers rows by their place in the request), with office_to_delete naming removed rows.
 */
export function useLocationSave(website: WebsiteDetail) {
  const save = useSettingsSave(website.id);
  return useCallback(
    (list: LocationInput[], toDelete: number[] = []): Promise<FieldErrors | undefined> =>
      save(
        () =>
          apiRequest<{ office_locations: OfficeLocationDto[] }>("/api/update/website/locations", {
            body: { website_id: website.id, office_locations: list, office_to_delete: toDelete },
          }),
        (answer) => ({ office_locations: answer.office_locations }),
        "app.storeSettings.locations.saved",
      ),
    [save, website.id],
  );
}
