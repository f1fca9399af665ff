import { can, canUseFiles, isMember, type PermissionType, type StoreAccess } from "./permissions.js";

/**
 * A permission type in the record's store, or one of the rules that are not a permission type:
 * any member of the store, its owner (or a platform admin), platform admins only, (for records
 * of no store) anyone signed in, or the file library's users (any of edit_design, add_products,
 * edit_products: canUseFiles).
 */
export type Right = PermissionType | "member" | "owner" | "platform_admin" | "signed_in" | "use_files";
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
    // A BREAD delete archives the store, as the Archive action does; only the owner destroys one.
    delete: "full_admin_access",
  },
  Product: {
    list: "browse_products",
    read: "browse_products",
    create: "add_products",
    update: "edit_products",
    delete: "edit_products",
  },
  // Orders come from checkout. A status change (cancel included) needs full_admin_access, as the
  // order page's status route; deleting a purchase is for the store owner or a platform admin.
  Order: {
    list: "browse_orders",
    read: "browse_single_order",
    create: "platform_admin",
    update: "full_admin_access",
    delete: "owner",
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
  // Gift cards are issued and edited by those who manage discounts, on a plan with gift cards;
  // a card is never deleted (disabling it is an edit).
  GiftCard: {
    list: "browse_discounts",
    read: "browse_discounts",
    create: "browse_discounts",
    update: "browse_discounts",
    delete: "browse_discounts",
  },
  Discount: {
    list: "browse_discounts",
    read: "browse_discounts",
    create: "browse_discounts",
    update: "browse_discounts",
    delete: "browse_discounts",
  },
  Promotion: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // The supplier catalogue: anyone signed in reads its active blanks (to pick one for a product);
  // it is changed by platform admins only.
  SupplierProduct: {
    list: "signed_in",
    read: "signed_in",
    create: "platform_admin",
    update: "platform_admin",
    delete: "platform_admin",
  },
  User: {
    list: "platform_admin",
    read: "platform_admin",
    create: "platform_admin",
    update: "platform_admin",
    delete: "platform_admin",
  },
  // The caller's own notifications: anyone signed in reads, marks and clears their own; sending
  // one is for platform admins (a broadcast, never a single record through BREAD).
  Notification: {
    list: "signed_in",
    read: "signed_in",
    create: "platform_admin",
    update: "signed_in",
    delete: "signed_in",
  },
  // Access levels are managed with the store's settings; a level is never renamed.
  Level: {
    list: "edit_settings",
    read: "edit_settings",
    create: "edit_settings",
    update: "edit_settings",
    delete: "edit_settings",
  },
  // A store's invitations are managed with its settings: inviting, changing and withdrawing.
  Invitation: {
    list: "edit_settings",
    read: "edit_settings",
    create: "edit_settings",
    update: "edit_settings",
    delete: "edit_settings",
  },
  // A store's contacts: read with the orders, written by those with full admin access.
  Contact: {
    list: "browse_orders",
    read: "browse_orders",
    create: "full_admin_access",
    update: "full_admin_access",
    delete: "full_admin_access",
  },
  // An order's shipments: read by whoever opens its orders, written with full admin access.
  Shipment: {
    list: "browse_single_order",
    read: "browse_single_order",
    create: "full_admin_access",
    update: "full_admin_access",
    delete: "full_admin_access",
  },
  // Payout requests are read and made with full admin access (a create is the payment-request
  // route's own); they are settled and resent by the payment-request routes only.
  PaymentRequest: {
    list: "full_admin_access",
    read: "full_admin_access",
    create: "full_admin_access",
    update: "platform_admin",
    delete: "platform_admin",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Blog: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  News: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Faq: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Collection: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Gallery: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Menu: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // Content kept as pages of its type: edit_design for every action, as the content routes.
  Redirect: {
    list: "edit_design",
    read: "edit_design",
    create: "edit_design",
    update: "edit_design",
    delete: "edit_design",
  },
  // The store's file library: its designers and product makers (any of edit_design, add_products,
  // edit_products), as the library routes. Uploading is a multipart write of its own routes.
  File: {
    list: "use_files",
    read: "use_files",
    create: "use_files",
    update: "use_files",
    delete: "use_files",
  },
  // Gift-card products are made by those who manage gift cards (the gift-card product routes).
  GiftCardProduct: {
    list: "browse_discounts",
    read: "browse_discounts",
    create: "browse_discounts",
    update: "browse_discounts",
    delete: "browse_discounts",
  },
  // The activity trail is read by those holding browse_activity in the store; it is written by
  // the writes themselves, never through BREAD.
  ActivityEvent: {
    list: "browse_activity",
    read: "browse_activity",
    create: "platform_admin",
    update: "platform_admin",
    delete: "platform_admin",
  },
} as const satisfies Record<string, Record<Action, Right>>;

export type ResourceName = keyof typeof RESOURCE_RIGHTS;

/** Whether store access satisfies a right: the one check behind every BREAD and entity route. */
export function holdsRight(access: StoreAccess, right: Right): boolean {
  if (right === "platform_admin") return access.isAdmin;
  if (right === "owner") return access.isAdmin || access.isOwner;
  if (right === "member") return isMember(access);
  if (right === "signed_in") return true;
  if (right === "use_files") return canUseFiles(access);
  return can(access, right);
}
