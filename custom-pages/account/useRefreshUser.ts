import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { forgetUser } from "../../providers/session";

/**
 * After the account changes, GET /api/user is read again: the cached user feeds react-admin's
 * identity (the name and avatar in the top bar) and permissions, both under the "auth" query key.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    forgetUser();
    await queryClient.invalidateQueries({ queryKey: ["auth"] });
  }, [queryClient]);
}
