import type { WebsiteSummary } from "../../../domain/api";
import { isAdminUser, permissionsIn } from "../../../providers/access";
import { useCurrentUser } from "../../../ui/useCurrentUser";

/** Launching changes the store's settings: admins and those holding edit_settings in it. */
export function useCanLaunch(website: WebsiteSummary | null): boolean {
  const { user } = useCurrentUser();
  if (user === undefined || website === null) return false;
  return isAdminUser(user) || permissionsIn(user, website.id).includes("edit_settings");
}
