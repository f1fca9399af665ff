import type { UserDto } from "../domain/api";
import { canCreateStore, canSeeMoney, canUseFiles, type PermissionType } from "../domain/permissions";
import { RESOURCE_RIGHTS, type Action, type Right } from "../domain/resource-rights";

/**
 * The SPA's mirror of the server's rules: it only hides what the server would refuse anyway.
 * Resource rights come from domain/resource-rights.ts, the table the server's BREAD guard uses;
 * anything not listed there is hidden.
 */
const ACTIONS: Record<string, Action> = {
  list: "list",
  export: "list",
  show: "read",
  create: "create",
  edit: "update",
  delete: "delete",
};

export function isAdminUser(user: UserDto): boolean {
  return user.is_admin;
}

/** Permission types the user holds in one store (server-computed in GET /api/user). */
export function permissionsIn(user: UserDto, websiteId: number): PermissionType[] {
  return user.permissions[String(websiteId)] ?? [];
}

/**
 * Whether the caller sees a store's money (income, earnings, order profit, payouts): the domain's
 * canSeeMoney, as the server applies it. Without a store, whether any of the caller's stores shows it.
 */
export function userSeesMoney(user: UserDto, websiteId: number | null): boolean {
  if (isAdminUser(user)) return true;
  const ids = websiteId === null ? Object.keys(user.permissions).map(Number) : [websiteId];
  return ids.some((id) => canSeeMoney(permissionsIn(user, id)));
}

function holds(user: UserDto, websiteId: number, right: Right): boolean {
  if (right === "platform_admin") return false;
  if (right === "owner") return user.user_websites.includes(websiteId);
  if (right === "member") return String(websiteId) in user.permissions;
  if (right === "signed_in") return true;
  if (right === "use_files") return canUseFiles(permissionsIn(user, websiteId));
  return permissionsIn(user, websiteId).includes(right);
}

function mayCreateStore(user: UserDto): boolean {
  return canCreateStore({
    isAdmin: user.is_admin,
    companyId: user.company_id,
    websiteRole: user.website_role?.name ?? null,
    canCreateStores: user.can_create_stores,
    mainCompanyRole: user.main_company_role?.company_role.slug ?? null,
    hasAddress: user.address !== null,
  });
}

export interface AccessQuery {
  resource: string;
  action: string;
  record?: { id?: unknown };
}

export function userCanAccess(user: UserDto, query: AccessQuery, activeWebsiteId: number | null): boolean {
  if (user.is_admin) return true;
  if (query.resource === "dashboard")
    return activeWebsiteId !== null && holds(user, activeWebsiteId, "browse_dashboard");
  const rights = (RESOURCE_RIGHTS as Record<string, Record<Action, Right>>)[query.resource];
  const action = ACTIONS[query.action];
  if (!rights || !action) return false;
  // The supplier catalogue's screens are the platform admins'; others browse it on the catalogue page.
  if (query.resource === "SupplierProduct") return false;
  if (query.resource === "Website") {
    // Creating a store follows the store creation rules; a store record is its own scope.
    if (action === "create") return mayCreateStore(user);
    if (action === "list") return true;
    const id = Number(query.record?.id);
    if (Number.isInteger(id) && id > 0) return holds(user, id, rights[action]);
    return Object.keys(user.permissions).some((storeId) => holds(user, Number(storeId), rights[action]));
  }
  return activeWebsiteId !== null && holds(user, activeWebsiteId, rights[action]);
}
