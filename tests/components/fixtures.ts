import type { UserDto, WebsiteSummary } from "../../domain/api";
import {
  grantedPermissions,
  isCompanyRole,
  PERMISSION_TYPES,
  type PermissionType,
} from "../../domain/permissions";

/** What GET /api/user's `permissions` holds for these relations (the server's loadMemberships). */
function serverPermissions(user: UserDto): Record<string, PermissionType[]> {
  const ids = new Set([
    ...user.user_websites,
    ...user.company_roles.map((r) => r.website_id),
    ...user.website_permissions.map((e) => e.user_permission.website_id),
  ]);
  const result: Record<string, PermissionType[]> = {};
  for (const id of ids) {
    const role = user.company_roles.find((r) => r.website_id === id)?.company_role.slug;
    result[id] = grantedPermissions({
      isAdmin: false,
      isOwner: user.user_websites.includes(id),
      companyRole: isCompanyRole(role) ? role : null,
      entries: user.website_permissions.filter((e) => e.user_permission.website_id === id),
    });
  }
  return result;
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  const user: UserDto = {
    id: 10,
    name: "Olivia Owner",
    email: "owner@example.com",
    email_verified_at: "2024-01-01T00:00:00.000Z",
    avatar_url: null,
    created_at: "2024-01-01T00:00:00.000Z",
    role_id: 2,
    is_admin: false,
    is_example: false,
    company_id: null,
    company: null,
    main_company_role: null,
    company_roles: [],
    website_permissions: [],
    website_role: null,
    user_websites: [],
    favouritesProducts: [],
    address: null,
    can_create_stores: false,
    page_view: 25,
    production_margin: 1,
    inventory_notifications: 0,
    low_inventory: 1,
    price_changes_notifications: 0,
    permissions: {},
    ...overrides,
  };
  return overrides.permissions ? user : { ...user, permissions: serverPermissions(user) };
}

export function makeWebsite(overrides: Partial<WebsiteSummary> = {}): WebsiteSummary {
  return {
    id: 7,
    name: "Acme Merch",
    link: "acme",
    logo_url: null,
    plan: "free",
    is_launched: 1,
    is_demo: 0,
    limits: {},
    user_id: 10,
    company_id: null,
    created_at: "2024-01-01T00:00:00.000Z",
    permissions: [],
    ...overrides,
  };
}

/**
 * `GET /api/websites` answering one store, the active one (7), with every permission, on Starter
 * (gift cards, discounts and promotions) or on Free (neither).
 */
export const activeStoreOnPlan = (paid: boolean) => ({
  "GET /api/websites": () => ({
    body: [
      makeWebsite({
        id: 7,
        plan: paid ? "starter" : "free",
        limits: { giftcards: paid, discounts: paid, products: 50, users: 3 },
        permissions: [...PERMISSION_TYPES],
      }),
    ],
  }),
});
