import { useCallback } from "react";
import { apiRequest } from "../../../providers/httpClient";
import type { OfficeLocationDto, WebsiteDetail } from "../types";
import { useSettingsAction, type FieldErrors } from "../useSettingsAction";
import { useUpdateDetail } from "../useWebsiteDetail";

export type LocationInput = Omit<OfficeLocationDto, "id"> & { id?: number };

/**
 * POST /api/update/website/locations. The whole list is sent every time, in its order (the server
 * numbers rows by their place in the request), with office_to_delete naming removed rows.
 */
export function useLocationSave(website: WebsiteDetail) {
  const run = useSettingsAction();
  const update = useUpdateDetail(website.id);
  return useCallback(
    (list: LocationInput[], toDelete: number[] = []): Promise<FieldErrors | undefined> =>
      run(
        () =>
          apiRequest<{ office_locations: OfficeLocationDto[] }>("/api/update/website/locations", {
            body: { website_id: website.id, office_locations: list, office_to_delete: toDelete },
          }),
        "app.storeSettings.locations.saved",
        (answer) => update({ office_locations: answer.office_locations }),
      ),
    [run, update, website.id],
  );
}
