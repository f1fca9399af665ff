import { useNotify, useRedirect } from "react-admin";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { CategoryPlace } from "./categoryScope";

/**
 * What a category save says: "Completed successfully" and back to the tree; a refusal with field
 * errors "Fields are invalid" (each error shows at its field); any other refusal, the server's text.
 */
export function useCategorySave(place: CategoryPlace, afterSave?: (id: number) => void) {
  const notify = useNotify();
  const redirect = useRedirect();
  const serverText = useServerText();
  return {
    meta: place.meta,
    onSuccess: (record: { id: number }) => {
      notify("app.catalogue.categories.saved", { type: "success" });
      if (afterSave) afterSave(record.id);
      else redirect(place.path);
    },
    onError: (error: unknown) => {
      const failure = readFailure(error);
      if (Object.keys(failure.fieldErrors).length > 0)
        notify("app.catalogue.categories.invalid", { type: "error" });
      else notify(serverText(failure), { type: "error" });
    },
  };
}
