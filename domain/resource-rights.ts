import type { PermissionType } from "./permissions.js";

/** A permission type in the record's store, or one of the store-independent rules. */
export type Right = PermissionType | "member" | "platform_admin";
export type Action = "list" | "read" | "create" | "update" | "delete";

/**
 * What each /api/bread model needs per action. The server's BREAD guard enforces it; the SPA's
 * canAccess reads the same table to hide what would be refused.
 */
export const RESOURCE_RIGHTS = {
  Website: {
    list: "member",
    read: "member",
    create: "member",
    update: "edit_settings",
    delete: "full_admin_access",
  },
  Product: {
    list: "browse_products",
    read: "browse_products",
    create: "add_products",
    update: "edit_products",
    delete: "edit_products",
  },
  // Orders come from checkout; store staff change their status, owners and admins cancel them.
  Order: {
    list: "browse_orders",
    read: "browse_single_order",
    create: "platform_admin",
    update: "browse_single_order",
    delete: "full_admin_access",
  },
  Page: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  Category: {
    list: "browse_products",
    read: "browse_products",
    create: "edit_products",
    update: "edit_products",
    delete: "edit_products",
  },
  Payment: {
    list: "full_admin_access",
    read: "full_admin_access",
    create: "platform_admin",
    update: "platform_admin",
    delete: "platform_admin",
  },
} as const satisfies Record<string, Record<Action, Right>>;

export type ResourceName = keyof typeof RESOURCE_RIGHTS;
