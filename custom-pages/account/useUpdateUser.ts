import { useCallback } from "react";
import { apiRequest } from "../../providers/httpClient";
import type { UserDto } from "../../domain/api";
import type { UserUpdateInput } from "../../domain/account";
import { useCurrentUser } from "../../src/useCurrentUser";
import { useRefreshUser } from "./useRefreshUser";

/** PUT /api/users/{id} for the signed-in user; the answer is the new GET /api/user shape. */
export function useUpdateUser() {
  const { user } = useCurrentUser();
  const refreshUser = useRefreshUser();
  const userId = user?.id;
  return useCallback(
    async (changes: UserUpdateInput): Promise<UserDto> => {
      if (userId === undefined) throw new Error("Not signed in");
      const updated = await apiRequest<UserDto>(`/api/users/${userId}`, { method: "PUT", body: changes });
      await refreshUser();
      return updated;
    },
    [userId, refreshUser],
  );
}
