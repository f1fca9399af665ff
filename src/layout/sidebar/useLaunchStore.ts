import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HttpError, useNotify } from "react-admin";
import { WEBSITES_QUERY_KEY } from "../../../providers/activeWebsite";
import { apiRequest } from "../../../providers/httpClient";

interface LaunchAnswer {
  error?: string;
}

/** The `error` text the server put in its answer, success or failure (spec §8 Launch store). */
function errorText(body: unknown): string | undefined {
  const error = (body as LaunchAnswer | null)?.error;
  return typeof error === "string" && error !== "" ? error : undefined;
}

/** POST /api/websites/{id}/launch-store; success reloads the store lists (spec §4 Store launch). */
export function useLaunchStore(websiteId: number) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<LaunchAnswer>(`/api/websites/${websiteId}/launch-store`, { method: "POST" }),
    onSuccess: (answer) => {
      const error = errorText(answer);
      if (error !== undefined) return notify(error, { type: "error" });
      notify("app.shell.launch.success", { type: "success" });
      void queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY });
    },
    onError: (failure) => {
      const error = failure instanceof HttpError ? errorText(failure.body) : undefined;
      // Only the server's `error` field is shown; any other failure gets the spec's generic text.
      notify(error ?? "app.errors.unexpected", { type: "error" });
    },
  });
}
