import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** After a code is created: the code pages read again. */
export function useInvitationCodesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ["StoreInvitationCode"] }),
    [queryClient],
  );
}
