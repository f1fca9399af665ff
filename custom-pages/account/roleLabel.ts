import type { TranslateFunction } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { hasStoreAccess } from "../../providers/landing";
import type { UserDto } from "../../domain/api";

/** One line saying what the user is, strongest role first. */
export function roleLabel(user: UserDto, translate: TranslateFunction): string {
  if (isAdminUser(user)) return translate("app.account.roles.admin");
  const companyRole = user.main_company_role?.company_role.slug;
  if (companyRole)
    return translate("app.account.roles.company_member", { role: companyRole.replace(/_/g, " ") });
  if (user.user_websites.length > 0) return translate("app.account.roles.store_owner");
  if (hasStoreAccess(user)) return translate("app.account.roles.store_member");
  return translate("app.account.roles.user");
}
