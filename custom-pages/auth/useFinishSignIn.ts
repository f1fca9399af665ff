import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-admin";

/**
 * After a session starts: drop what the previous visitor had cached, re-run react-admin's
 * auth check (it remembers "signed out" from the login page) and only then leave the page,
 * so the layout never sees a stale "signed out" state and logs the new session out.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      await queryClient.resetQueries({ queryKey: ["auth"] });
      navigate(redirectTo, { replace: true });
    },
    [queryClient, navigate],
  );
}
