import type { UserDto, WebsiteSummary } from "../../providers/types";

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
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
    production_margin: null,
    inventory_notifications: 0,
    low_inventory: null,
    price_changes_notifications: 0,
    ...overrides,
  };
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
    permissions: [],
    ...overrides,
  };
}
