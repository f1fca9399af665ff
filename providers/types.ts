import type { CompanyRole, PermissionType } from "../domain/permissions";

/** GET /api/user, as docs/api-contract.md describes it. */
export interface UserDto {
  id: number;
  name: string;
  email: string;
  email_verified_at: string | null;
  avatar_url: string | null;
  created_at: string;
  role_id: number;
  is_admin: boolean;
  is_example: boolean;
  company_id: number | null;
  company: { id: number; name: string; logo_url: string | null } | null;
  main_company_role: { company_role: { slug: CompanyRole } } | null;
  company_roles: { website_id: number; company_role: { slug: string } }[];
  website_permissions: { type: string; value: number; user_permission: { website_id: number } }[];
  website_role: { name: string } | null;
  user_websites: number[];
  favouritesProducts: number[];
  address: Record<string, unknown> | null;
  can_create_stores: boolean;
  page_view: number | string | null;
  production_margin: number | null;
  inventory_notifications: number | boolean | null;
  low_inventory: number | null;
  price_changes_notifications: number | boolean | null;
  /** Server-computed grants per store id; the SPA recomputes them when absent. */
  permissions?: Record<string, PermissionType[]>;
}

export interface LoginResponse {
  user: UserDto;
  access_token: string;
}

/** GET /api/websites row. */
export interface WebsiteSummary {
  id: number;
  name: string;
  link: string | null;
  logo_url: string | null;
  plan: string;
  is_launched: number | boolean;
  is_demo: number | boolean;
  limits: Record<string, unknown>;
  user_id: number;
  company_id: number | null;
  permissions: PermissionType[];
}

/** The server's `{ message, errors }` error body. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string>;
}

export interface MessageResponse {
  message: string;
}
