import { isAdminUser } from "../../providers/access";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { useRouteMeta } from "./routing/useRouteMeta";
import { CompanySidebar } from "./sidebar/CompanySidebar";
import { StoreSidebar } from "./sidebar/StoreSidebar";

/**
 * The company sidebar only on /, /websites, /company-orders, /user/edit and /user/taxes,
 * and only for those who have a company view (company users and admins); the store sidebar elsewhere.
 */
export const AppMenu = () => {
  const match = useRouteMeta();
  const { user } = useCurrentUser();
  const companyView = user !== undefined && (isAdminUser(user) || user.company_id !== null);
  return match?.meta.companyBar && companyView ? <CompanySidebar /> : <StoreSidebar />;
};
