import {
  ADMIN_ROLE_ID,
  canCreateStore,
  grantedPermissions,
  isCompanyRole,
  isPermissionType,
  type PermissionType,
  type StoreAccess,
} from "../domain/permissions";
import type { UserDto } from "./types";

/**
 * What each screen action needs, in terms of domain/permissions.ts, matching the rights of the
 * server's BREAD models. The SPA only hides what the server would refuse anyway; anything not
 * listed here is hidden.
 */
type Need = PermissionType | "member" | "create_store" | "signed_in";

const NEEDS: Record<string, Record<string, Need>> = {
  dashboard: { access: "browse_dashboard" },
  Website: {
    list: "signed_in",
    show: "member",
    edit: "edit_settings",
    create: "create_store",
    delete: "full_admin_access",
  },
  Product: {
    list: "browse_products",
    show: "browse_products",
    export: "browse_products",
    create: "add_products",
    edit: "edit_products",
    delete: "edit_products",
  },
  Order: {
    list: "browse_orders",
    export: "browse_orders",
    show: "browse_single_order",
    edit: "browse_single_order",
    // Deleting cancels and archives the purchase (DECISIONS.md); owners hold full_admin_access.
    delete: "full_admin_access",
  },
};

export function isAdminUser(user: UserDto): boolean {
  return user.is_admin || user.role_id === ADMIN_ROLE_ID;
}

/** Rebuilds domain's StoreAccess from the UserDto relations, for servers that omit `permissions`. */
export function storeAccessOf(user: UserDto, websiteId: number): StoreAccess {
  const role = user.company_roles.find((r) => r.website_id === websiteId)?.company_role.slug;
  return {
    isAdmin: isAdminUser(user),
    isOwner: user.user_websites.includes(websiteId),
    companyRole: isCompanyRole(role) ? role : null,
    entries: user.website_permissions
      .filter((entry) => entry.user_permission.website_id === websiteId)
      .map(({ type, value }) => ({ type, value })),
  };
}

/** Permission types the user holds in one store: the server's answer when given, else recomputed. */
export function permissionsIn(user: UserDto, websiteId: number): PermissionType[] {
  const fromServer = user.permissions?.[String(websiteId)];
  if (user.permissions !== undefined) return (fromServer ?? []).filter(isPermissionType);
  return grantedPermissions(storeAccessOf(user, websiteId));
}

function isMemberOf(user: UserDto, websiteId: number): boolean {
  if (user.permissions !== undefined) return String(websiteId) in user.permissions;
  const access = storeAccessOf(user, websiteId);
  return access.isOwner || access.companyRole !== null || access.entries.length > 0;
}

export interface AccessQuery {
  resource: string;
  action: string;
  record?: { id?: unknown };
}

function holds(user: UserDto, websiteId: number, need: PermissionType | "member"): boolean {
  if (need === "member") return isMemberOf(user, websiteId);
  return permissionsIn(user, websiteId).includes(need);
}

function knownStoreIds(user: UserDto): number[] {
  const ids = [
    ...user.user_websites,
    ...user.company_roles.map((r) => r.website_id),
    ...user.website_permissions.map((e) => e.user_permission.website_id),
    ...Object.keys(user.permissions ?? {}).map(Number),
  ];
  return [...new Set(ids)];
}

export function userCanAccess(user: UserDto, query: AccessQuery, activeWebsiteId: number | null): boolean {
  if (isAdminUser(user)) return true;
  const need = NEEDS[query.resource]?.[query.action];
  if (need === undefined) return false;
  if (need === "signed_in") return true;
  if (need === "create_store") {
    return canCreateStore({
      isAdmin: false,
      companyId: user.company_id,
      websiteRole: user.website_role?.name ?? null,
      canCreateStores: user.can_create_stores,
      mainCompanyRole: user.main_company_role?.company_role.slug ?? null,
      hasAddress: user.address !== null,
    });
  }
  if (query.resource === "Website") {
    // A store record is its own scope; before the record is known, any store where it holds will do.
    const id = Number(query.record?.id);
    if (Number.isInteger(id) && id > 0) return holds(user, id, need);
    return knownStoreIds(user).some((storeId) => holds(user, storeId, need));
  }
  return activeWebsiteId !== null && holds(user, activeWebsiteId, need);
}
