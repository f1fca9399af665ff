/**
 * The one table of who may do what in a store. The server guard enforces it; the SPA's
 * authProvider.canAccess only mirrors it to hide what the server would refuse anyway.
 */

export const PERMISSION_TYPES = [
  "full_admin_access",
  "browse_products",
  "add_products",
  "edit_products",
  "browse_discounts",
  "browse_orders",
  "browse_single_order",
  "edit_design",
  "edit_settings",
  "browse_dashboard",
  "browse_activity",
] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export const COMPANY_ROLES = [
  "primary_company_admin",
  "company_admin",
  "store_admin",
  "designer",
  "salesperson",
  "client",
] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const ADMIN_ROLE_ID = 1;
export const USER_ROLE_ID = 2;

const ALL: readonly PermissionType[] = PERMISSION_TYPES;

/** Role help texts, turned into permission sets. */
export const ROLE_DEFAULTS: Record<CompanyRole, readonly PermissionType[]> = {
  primary_company_admin: ALL,
  company_admin: ALL,
  store_admin: ALL,
  designer: ["browse_dashboard", "browse_products", "add_products", "edit_products", "edit_design"],
  salesperson: ["browse_dashboard", "browse_orders", "browse_single_order"],
  client: ["browse_dashboard", "browse_orders"],
};

/** Roles that hold every store of their company, not only the stores they are attached to. */
export const COMPANY_WIDE_ROLES: readonly CompanyRole[] = ["primary_company_admin", "company_admin"];

export interface PermissionEntry {
  type: string;
  value: number;
}

/** What one user holds in one store, read from the database. */
export interface StoreAccess {
  isAdmin: boolean;
  isOwner: boolean;
  companyRole: CompanyRole | null;
  entries: readonly PermissionEntry[];
}

export const NO_ACCESS: StoreAccess = { isAdmin: false, isOwner: false, companyRole: null, entries: [] };

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === "string" && (COMPANY_ROLES as readonly string[]).includes(value);
}

export function isPermissionType(value: unknown): value is PermissionType {
  return typeof value === "string" && (PERMISSION_TYPES as readonly string[]).includes(value);
}

/** Owner, attached user or platform admin: may open the store at all. */
export function isMember(access: StoreAccess): boolean {
  return access.isAdmin || access.isOwner || access.companyRole !== null || access.entries.length > 0;
}

/**
 * Explicit entries win over role defaults; full_admin_access (explicit or by role) implies all.
 * An explicit value 0 denies even what the role would grant, as the spec's route guard says.
 */
export function can(access: StoreAccess, type: PermissionType): boolean {
  if (access.isAdmin || access.isOwner) return true;
  const explicit = new Map(access.entries.map((e) => [e.type, e.value === 1]));
  if (explicit.get("full_admin_access") === true) return true;
  const own = explicit.get(type);
  if (own !== undefined) return own;
  return access.companyRole !== null && ROLE_DEFAULTS[access.companyRole].includes(type);
}

/**
 * What a caller holds in one store: the server's StoreAccess, or the granted types the SPA reads
 * from GET /api/user. The rules below take either, so server and SPA decide by the same code.
 */
export type StoreGrants = StoreAccess | readonly PermissionType[];

/** A granted list is can()'s answer already: an explicit 0 stays refused under a full-access role. */
function holds(grants: StoreGrants, type: PermissionType): boolean {
  return "isOwner" in grants ? can(grants, type) : grants.includes(type);
}

/**
 * A store's money (income, earnings, order profit, payouts, payment requests) is for those who run
 * the store: owners, platform admins and staff with full_admin_access (the company, company and
 * store admin roles). Designers, salespeople and clients work with orders and products but never
 * see what the store earns; the server leaves those fields out and the SPA hides their cards.
 * The platform's own fee split stays with platform admins alone.
 */
export function canSeeMoney(grants: StoreGrants): boolean {
  return holds(grants, "full_admin_access");
}

/**
 * The file library holds a store's design artwork: whoever designs the store (edit_design) or
 * makes its products (add_products, edit_products) uses it. Salespeople and clients hold none.
 */
export function canUseFiles(grants: StoreGrants): boolean {
  return holds(grants, "edit_design") || holds(grants, "add_products") || holds(grants, "edit_products");
}

/** Every permission type the user holds in the store, for the SPA and for GET /api/user. */
export function grantedPermissions(access: StoreAccess): PermissionType[] {
  return PERMISSION_TYPES.filter((type) => can(access, type));
}

/** Whether the user may create stores. */
export function canCreateStore(user: {
  isAdmin: boolean;
  companyId: number | null;
  websiteRole: string | null;
  canCreateStores: boolean;
  mainCompanyRole: CompanyRole | null;
  hasAddress: boolean;
}): boolean {
  if (user.isAdmin) return true;
  if (user.companyId === null) return user.websiteRole !== null;
  if (!user.canCreateStores) return false;
  return user.mainCompanyRole !== "primary_company_admin" || user.hasAddress;
}

export const PERMISSION_DENIED = "You don't have permission to access this resource.";
