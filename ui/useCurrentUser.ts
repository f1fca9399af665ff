import { usePermissions } from "react-admin";
import type { UserDto } from "../domain/api";

/** The signed-in UserDto: authProvider.getPermissions answers with it, cached by react-query. */
export function useCurrentUser() {
  const { permissions, isPending, error } = usePermissions<UserDto | null>();
  return { user: permissions ?? undefined, isPending, error };
}
