import { isAdminUser, permissionsIn } from "../../providers/access";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { useCurrentUser } from "../../ui/useCurrentUser";

/** Shipment writes need full_admin_access in the store (the server answers 403 otherwise). */
export function useCanShip(): boolean {
  const { user } = useCurrentUser();
  const { websiteId } = useActiveWebsite();
  if (user === undefined || user === null || websiteId === null) return false;
  return isAdminUser(user) || permissionsIn(user, websiteId).includes("full_admin_access");
}
