import { permissionsIn } from "../../providers/access";
import { useWebsites } from "../../providers/activeWebsite";
import { useCurrentUser } from "../../ui/useCurrentUser";

/**
 * The stores the selector offers: every store for admins, otherwise the stores where
 * the user holds browse_dashboard (the server's rule, mirrored by providers/access.ts). The server
 * enforces the same rule; this only avoids offering a store it would refuse with 403.
 */
export function useDashboardStores() {
  const { user } = useCurrentUser();
  const { data: websites = [], isPending } = useWebsites();
  const stores =
    user === undefined
      ? []
      : user.is_admin
        ? websites
        : websites.filter((w) => permissionsIn(user, w.id).includes("browse_dashboard"));
  return { stores, isPending };
}
