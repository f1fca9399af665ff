import type { UserDto } from "../../domain/api";
import { canCreateStore } from "../../domain/permissions";

/** Why the user may not create a store; null when they may. */
export type CreateBlocker = "no_website_role" | "not_allowed_by_company" | "needs_address";

/** The SPA's mirror of domain/permissions.ts canCreateStore, with the reason the server has in mind. */
export function createBlocker(user: UserDto): CreateBlocker | null {
  const mainRole = user.main_company_role?.company_role.slug ?? null;
  const allowed = canCreateStore({
    isAdmin: user.is_admin,
    companyId: user.company_id,
    websiteRole: user.website_role?.name ?? null,
    canCreateStores: user.can_create_stores,
    mainCompanyRole: mainRole,
    hasAddress: user.address !== null,
  });
  if (allowed) return null;
  if (user.company_id === null) return "no_website_role";
  if (!user.can_create_stores) return "not_allowed_by_company";
  return "needs_address";
}
