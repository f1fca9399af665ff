import type { UserDto, WebsiteSummary } from "../../../domain/api";
import {
  COMPANY_WIDE_ROLES,
  isCompanyRole,
  PERMISSION_TYPES,
  type PermissionType,
} from "../../../domain/permissions";
import { permissionsIn } from "../../../providers/access";
import { findRouteMeta } from "../routing/findRouteMeta";

export const STORE_MENU_KEYS = [
  "dashboard",
  "orders",
  "shipments",
  "products",
  "gift_cards",
  "discounts",
  "payments",
  "files",
  "design",
  "content",
  "settings",
  "activity",
] as const;
export type StoreMenuKey = (typeof STORE_MENU_KEYS)[number];

const TARGETS: Record<StoreMenuKey, (websiteId: number) => string> = {
  dashboard: () => "/store-dashboard",
  orders: () => "/Order",
  shipments: () => "/shippments",
  products: () => "/Product",
  gift_cards: () => "/gift-cards",
  discounts: () => "/discounts",
  payments: () => "/payments",
  files: () => "/files",
  design: (id) => `/websites/design/${id}`,
  // Pages, blogs, news, FAQs, menus and the other storefront content.
  content: () => "/pages",
  settings: (id) => `/websites/${id}`,
  activity: () => "/ActivityEvent",
};

/** Company roles and their menus; "none" is a user with permission entries but no company role. */
export type MenuRole = "full" | "designer" | "basic" | "none";

const ROLE_ITEMS: Record<Exclude<MenuRole, "none">, readonly StoreMenuKey[]> = {
  full: STORE_MENU_KEYS,
  designer: ["dashboard", "products", "design", "content"],
  basic: ["dashboard", "orders"],
};

const FULL_MENU_ROLES: readonly string[] = ["primary_company_admin", "company_admin", "store_admin"];

export function menuRole(user: UserDto, website: WebsiteSummary): MenuRole {
  if (user.is_admin || user.user_websites.includes(website.id)) return "full";
  const main = user.main_company_role?.company_role.slug;
  // Company-wide roles hold every store of their company without a per-store entry.
  const companyWide =
    isCompanyRole(main) && COMPANY_WIDE_ROLES.includes(main) && website.company_id === user.company_id;
  const slug =
    user.company_roles.find((role) => role.website_id === website.id)?.company_role.slug ??
    (companyWide ? main : undefined);
  if (slug === undefined) return "none";
  if (FULL_MENU_ROLES.includes(slug)) return "full";
  return slug === "designer" ? "designer" : "basic";
}

/**
 * The store dashboard route is never denied (see routeMeta.ts); its menu entry still follows the role's menu.
 * Payments and shipments name the permission their API checks, so the menu never offers a page
 * whose calls would all answer 403.
 */
const MENU_PERMISSION: Partial<Record<StoreMenuKey, PermissionType>> = {
  dashboard: "browse_dashboard",
  payments: "full_admin_access",
  shipments: "browse_single_order",
  activity: "browse_activity",
};

export interface StoreMenuEntry {
  key: StoreMenuKey;
  to: string;
}

/** The store sidebar's items: what the role shows, less what the permissions in this store refuse. */
export function storeMenu(user: UserDto, website: WebsiteSummary): StoreMenuEntry[] {
  const role = menuRole(user, website);
  const held = user.is_admin ? PERMISSION_TYPES : permissionsIn(user, website.id);
  const keys = role === "none" ? STORE_MENU_KEYS : ROLE_ITEMS[role];
  return keys
    .map((key) => ({ key, to: TARGETS[key](website.id) }))
    .filter(({ key, to }) => {
      // The route table says which permission (or rule) each page needs, so menu and guard agree.
      const meta = findRouteMeta(to)?.meta;
      if (meta?.rule && !meta.rule(held)) return false;
      const permission = MENU_PERMISSION[key] ?? meta?.permission;
      if (permission !== undefined) return held.includes(permission);
      return role !== "none" || held.includes("full_admin_access");
    });
}

/** Menu items that are plan features, and the limit that unlocks each (the server refuses writes without it). */
const PLAN_MENU_FEATURES = { gift_cards: "giftcards", discounts: "discounts" } as const;
export type PlanLockedMenuKey = keyof typeof PLAN_MENU_FEATURES;

/** The item's key when the store's plan locks it, else null. */
export function planLockedKey(key: StoreMenuKey, website: WebsiteSummary): PlanLockedMenuKey | null {
  if (key !== "gift_cards" && key !== "discounts") return null;
  return website.limits?.[PLAN_MENU_FEATURES[key]] ? null : key;
}

export type CompanyMenuKey = "main_dashboard" | "all_orders" | "stores" | "admin_panel" | "all_activity";

/**
 * Company sidebar: Main Dashboard, All Orders (never for designers), Stores. An admin's
 * All Orders is every store's list (/all/orders, with the admin columns), and admins get the
 * Admin Panel here too, as in the store sidebar.
 */
export function companyMenu(user: UserDto): { key: CompanyMenuKey; to: string }[] {
  const designer = user.main_company_role?.company_role.slug === "designer";
  const seesOrders =
    user.is_admin || Object.values(user.permissions).some((types) => types.includes("browse_orders"));
  const orders = user.is_admin ? "/all/orders" : "/company-orders";
  return [
    { key: "main_dashboard" as const, to: "/" },
    ...(seesOrders && !designer ? [{ key: "all_orders" as const, to: orders }] : []),
    { key: "stores" as const, to: "/Website" },
    ...(user.is_admin ? [{ key: "admin_panel" as const, to: "/master/admin/view" }] : []),
    // Every store's activity and the platform's own (users, sign-ins) for platform admins.
    ...(user.is_admin ? [{ key: "all_activity" as const, to: "/all/activity" }] : []),
  ];
}
