import { useCurrentUser } from "./useCurrentUser";
import { userSeesMoney } from "../providers/access";

/**
 * Whether money columns and cards show: the caller must see the money of every store listed
 * (null: of any of their stores, for lists that cover several). Mirrors what the server leaves out.
 */
export function useSeesMoney(websiteIds: readonly number[] | null): boolean {
  const { user } = useCurrentUser();
  if (!user) return false;
  if (websiteIds === null) return userSeesMoney(user, null);
  return websiteIds.length > 0 && websiteIds.every((id) => userSeesMoney(user, id));
}
