import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HttpError, useNotify } from "react-admin";
import { WEBSITES_QUERY_KEY } from "../../../providers/activeWebsite";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { StoreLaunchAnswer } from "../../../providers/data/shell";
import { isLaunchRequirement } from "../../../resources/websites/launch/launchFixes";
import type { NotReady } from "../../../resources/websites/launch/LaunchChecklistDialog";

/** The `error` text the server put in its answer, success or failure. */
function errorText(body: unknown): string | undefined {
  const error = (body as StoreLaunchAnswer | null)?.error;
  return typeof error === "string" && error !== "" ? error : undefined;
}

/**
 * POST /api/websites/{id}/launch-store; success reloads the store lists. A
 * store that is not ready answers with `{error, missing}`: `notReady` then holds it for the
 * checklist dialog.
 */
export function useLaunchStore(websiteId: number) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [notReady, setNotReady] = useState<NotReady | null>(null);
  const mutation = useMutation({
    mutationFn: () => dataProvider.launchStore(websiteId),
    onSuccess: (answer) => {
      const error = errorText(answer);
      if (error !== undefined) {
        setNotReady({ error, missing: (answer.missing ?? []).filter(isLaunchRequirement) });
        return;
      }
      notify("app.shell.launch.success", { type: "success" });
      void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
      // The stores list (react-admin's "Website" queries) shows the launched state too.
      void queryClient.invalidateQueries({ queryKey: ["Website"] });
    },
    onError: (failure) => {
      const error = failure instanceof HttpError ? errorText(failure.body) : undefined;
      // Only the server's `error` field is shown; any other failure gets the spec's generic text.
      notify(error ?? "app.errors.unexpected", { type: "error" });
    },
  });
  return { ...mutation, notReady, closeNotReady: () => setNotReady(null) };
}
