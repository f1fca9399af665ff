import { useCallback } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { UserDto } from "../../domain/api";
import type { UserUpdateInput } from "../../domain/account";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { useRefreshUser } from "./useRefreshUser";

/** PUT /api/users/{id} for the signed-in user; the answer is the new GET /api/user shape. */
export function useUpdateUser() {
  const dataProvider = useAppDataProvider();
  const { user } = useCurrentUser();
  const refreshUser = useRefreshUser();
  const userId = user?.id;
  return useCallback(
    async (changes: UserUpdateInput): Promise<UserDto> => {
      if (userId === undefined) throw new Error("Not signed in");
      const updated = await dataProvider.updateAccount(userId, changes);
      await refreshUser();
      return updated;
    },
    [dataProvider, userId, refreshUser],
  );
}
