import type { TranslateFunction } from "react-admin";
import type { UserRecord } from "../../domain/contracts/users";

/** Admin for platform admins, else the user's main company role, else User. */
export const userRoleText = (user: UserRecord, translate: TranslateFunction): string =>
  user.is_admin
    ? translate("app.admin.users.admin")
    : (user.main_company_role ?? translate("app.admin.users.user"));
