import { canUseFiles, type PermissionType } from "../../../domain/permissions";

/** Route metadata: one row per route pattern drives the guard, page titles and breadcrumbs. */
export interface RouteMeta {
  /** A react-router pattern, relative to the /app base. */
  path: string;
  /** Translation key of the page name. */
  title: string;
  /** Held in the active store (or in the route's store, see `websiteParam`). */
  permission?: PermissionType;
  /** A rule of domain/permissions.ts over what the user holds there, for screens no single type names. */
  rule?: (granted: readonly PermissionType[]) => boolean;
  /** Platform admins only; others are sent to "/". */
  admin?: boolean;
  /** Needs a chosen store: without one the "select active store" dialog opens. */
  activeWebsite?: boolean;
  /** `:id` names a store: members and admins only, `create` always passes. */
  websiteParam?: boolean;
  /** The company sidebar replaces the store sidebar here. */
  companyBar?: boolean;
  /** The onboarding stepper shows above the page. */
  progress?: boolean;
  /** Breadcrumb parent (a path of this table). */
  parent?: string;
  /** The crumb gets the route id appended (Product Details). */
  crumbWithId?: boolean;
}

const P = "app.page.";
const S = "app.shell.page.";
const STORE_HOME = "/store-dashboard";

/** Routes that later issues build are listed too, so their guard and titles are ready when they land. */
export const ROUTE_META: readonly RouteMeta[] = [
  // Public pages (their own frame handles guests); listed for the document title.
  ...[
    ["/login", "login"],
    ["/register", "register"],
    ["/forget", "forget"],
    ["/request", "request"],
    ["/resend", "resend"],
    ["/verify", "verify"],
    ["/password/reset", "password_reset"],
    ["/404", "not_found"],
    ["/access-denied", "access_denied"],
  ].map(([path, name]) => ({ path, title: P + name })),
  { path: "/invitation/accept", title: "app.shell.invitation.title" },
  { path: "/third-party", title: "app.shell.third_party.page" },

  // Company area.
  { path: "/", title: `${P}main_dashboard`, companyBar: true },
  { path: "/company-orders", title: `${S}company_orders`, permission: "browse_orders", companyBar: true },
  { path: "/Website", title: `${S}stores`, companyBar: true },
  { path: "/Website/create", title: `${S}store_create`, parent: "/Website" },
  { path: "/Website/:id/*", title: `${S}store`, websiteParam: true, parent: "/Website" },
  { path: "/websites/create", title: `${S}store_create`, parent: "/Website" },
  { path: "/roles", title: "app.stores.role_help.title", parent: "/Website" },
  { path: "/search", title: "app.storeSearch.title", companyBar: true },
  { path: "/websites/:id", title: `${S}store_settings`, permission: "edit_settings", websiteParam: true },
  { path: "/websites/old/:id", title: `${S}store_settings`, permission: "edit_settings", websiteParam: true },
  { path: "/websites/design/:id", title: `${S}store_design`, permission: "edit_design", websiteParam: true },
  // The designer edits the store's pages, which need edit_design (as /websites/design/:id).
  {
    path: "/store/designer/:id",
    title: `${S}store_designer`,
    permission: "edit_design",
    activeWebsite: true,
    websiteParam: true,
  },

  // Account area.
  { path: "/user/edit", title: `${P}edit_account`, companyBar: true },
  { path: "/user/taxes", title: `${P}tax_forms`, companyBar: true },
  ...["emails", "wishlist"].map((name) => ({ path: `/${name}`, title: S + name })),
  ...["privacy", "regulations", "notifications"].map((name) => ({
    path: `/settings/${name}`,
    title: `${S}settings_${name}`,
  })),
  ...["profile", "account"].map((name) => ({ path: `/informations/${name}`, title: `${S}info_${name}` })),
  { path: "/notifications", title: `${S}notifications` },
  { path: "/notifications/create", title: `${S}notification_create`, admin: true, parent: "/notifications" },
  { path: "/Notification", title: `${S}notifications` },
  { path: "/Notification/create", title: `${S}notification_create`, admin: true, parent: "/Notification" },
  // The user list answers the access-denied page to anyone but a platform admin.
  { path: "/User", title: "app.admin.users.title" },
  { path: "/User/:id/*", title: "app.admin.users.edit", parent: "/User" },

  // Store area.
  // The landing page of store users is never denied: "/" sends non-company users here, so a denial
  // would bounce between the two. The page shows what browse_dashboard allows.
  { path: STORE_HOME, title: `${P}store_dashboard`, activeWebsite: true, progress: true },
  {
    path: "/Order",
    title: `${S}orders`,
    permission: "browse_orders",
    activeWebsite: true,
    parent: STORE_HOME,
  },
  {
    path: "/Order/:id/*",
    title: `${S}order`,
    permission: "browse_single_order",
    activeWebsite: true,
    parent: "/Order",
    crumbWithId: true,
  },
  ...["/orders/:id", "/pre-order/:id"].map((path) => ({
    path,
    title: `${S}order`,
    permission: "browse_single_order" as const,
    parent: "/Order",
    crumbWithId: true,
  })),
  { path: "/all/orders", title: "app.orders.title.all_route", permission: "browse_single_order" },
  {
    path: "/ActivityEvent",
    title: "app.activity.title.store",
    permission: "browse_activity",
    activeWebsite: true,
    parent: STORE_HOME,
  },
  { path: "/all/activity", title: "app.activity.title.all", admin: true, companyBar: true },
  {
    path: "/Product",
    title: `${S}products`,
    permission: "browse_products",
    activeWebsite: true,
    parent: STORE_HOME,
  },
  { path: "/Product/create", title: `${S}product_create`, permission: "add_products", parent: "/Product" },
  {
    path: "/Product/spreadsheet",
    title: "app.productList.spreadsheet.title",
    permission: "edit_products",
    activeWebsite: true,
    parent: "/Product",
  },
  ...["/Product/:id/*", "/products/edit/:id", "/products/edit/custom/:id"].map((path) => ({
    path,
    title: `${S}product_details`,
    permission: "edit_products" as const,
    activeWebsite: true,
    parent: "/Product",
    crumbWithId: true,
  })),
  { path: "/products/create/*", title: `${S}product_create`, permission: "add_products", parent: "/Product" },
  {
    path: "/products/edit/:id/design",
    title: `${S}product_design`,
    permission: "edit_products",
    activeWebsite: true,
    parent: "/products/edit/:id",
  },
  {
    path: "/products/custom/create",
    title: `${S}product_create`,
    permission: "add_products",
    activeWebsite: true,
    parent: "/Product",
  },
  { path: "/catalog", title: `${S}catalog`, activeWebsite: true, parent: "/Product" },
  // The spec's /categories leads to the Category resource: both under the products.
  ...["/categories", "/Category/*"].map((path) => ({
    path,
    title: "app.catalogue.page.categories",
    permission: "browse_products" as const,
    activeWebsite: true,
    parent: "/Product",
  })),
  // The wishlist lists a store's products: browse_products in the store named, else the active one.
  ...["/products/wishlist", "/products/wishlist/:id"].map((path) => ({
    path,
    title: "app.catalogue.page.wishlist",
    permission: "browse_products" as const,
    activeWebsite: true,
    websiteParam: true,
    parent: "/Product",
  })),
  { path: "/master/admin/categories", title: "app.catalogue.page.admin_categories", admin: true },
  { path: "/SupplierProduct", title: "app.catalogue.supplier_products.title", admin: true },
  {
    path: "/SupplierProduct/*",
    title: "app.catalogue.page.supplier_product",
    admin: true,
    parent: "/SupplierProduct",
  },
  {
    path: "/master/admin/product/:id",
    title: "app.catalogue.page.supplier_product",
    admin: true,
    parent: "/catalog",
    crumbWithId: true,
  },
  ...[
    ["/gift-cards", "gift_cards", "browse_discounts"],
    ["/discounts", "discounts", "browse_discounts"],
    ["/GiftCard", "gift_cards", "browse_discounts"],
    ["/Discount", "discounts", "browse_discounts"],
    ["/shippments", "shipments", "browse_single_order"],
    ["/Shipment", "shipments", "browse_single_order"],
    ["/payments", "payments", "full_admin_access"],
    ["/PaymentRequest", "payments", "full_admin_access"],
  ].map(([path, name, permission]) => ({
    path: `${path}/*`,
    title: S + name,
    permission: permission as PermissionType | undefined,
    activeWebsite: true,
    parent: STORE_HOME,
  })),
  {
    path: "/Contact/*",
    title: "app.shell.contacts.title",
    permission: "browse_orders",
    activeWebsite: true,
    parent: STORE_HOME,
  },
  // The file library: the designers and product makers of the store (canUseFiles), as the server.
  { path: "/files/*", title: `${S}files`, rule: canUseFiles, activeWebsite: true, parent: STORE_HOME },
  { path: "/File/*", title: `${S}files`, rule: canUseFiles, activeWebsite: true, parent: STORE_HOME },

  {
    path: "/product/gift-card/*",
    title: "app.money.gift_card_product.title",
    permission: "browse_discounts",
    activeWebsite: true,
    parent: "/gift-cards",
  },
  {
    path: "/GiftCardProduct/*",
    title: "app.money.gift_card_product.title",
    permission: "browse_discounts",
    activeWebsite: true,
    parent: "/GiftCard",
  },
  // Admin panel (/master/admin/view and every other /master/admin/... route).
  { path: "/master/admin/file-prep", title: "app.library.prep_admin.title", admin: true },
  { path: "/master/admin/*", title: `${S}admin_panel`, admin: true },
  // Content resources (custom-pages/content/routes.tsx): edit_design in the active store.
  ...[
    ["/pages", "page"],
    ["/pages/:id", "page", "/pages"],
    ["/blogs", "blog"],
    ["/blog/:id", "blog", "/blogs"],
    ["/news", "news"],
    ["/news/:id", "news", "/news"],
    ["/faqs", "faq"],
    ["/faqs/:id", "faq", "/faqs"],
    ["/redirects", "redirect"],
    ["/redirects/:id", "redirect", "/redirects"],
    ["/menus", "menu"],
    ["/menus/:id", "menu", "/menus"],
    ["/gallery", "gallery"],
    ["/gallery/:id", "gallery", "/gallery"],
    ["/collections", "collection"],
    ["/collections/create", "collection", "/collections"],
    ["/collections/edit/:id", "collection", "/collections"],
    ["/promotions", "promotions"],
    ["/promotions/edit-add", "promotions", "/promotions"],
    ["/seo", "seo"],
    ["/entry-modal", "entry_modal"],
    // The content Resources, named after their models.
    ...[
      ["Page", "page"],
      ["Blog", "blog"],
      ["News", "news"],
      ["Faq", "faq"],
      ["Collection", "collection"],
      ["Gallery", "gallery"],
      ["Menu", "menu"],
      ["Redirect", "redirect"],
      ["Promotion", "promotions"],
    ].flatMap(([model, name]) => [
      [`/${model}`, name],
      [`/${model}/*`, name, `/${model}`],
    ]),
  ].map(([path, name, parent]) => ({
    path: path!,
    title: `app.content.titles.${name}`,
    permission: "edit_design" as const,
    activeWebsite: true,
    parent: parent ?? STORE_HOME,
  })),
];
