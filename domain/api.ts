import type { CompanyRole, PermissionType } from "./permissions.js";

/**
 * Response shapes of the calls both sides speak. The server's builders are typed with these, so
 * a field the SPA reads cannot silently disappear from the server.
 */

/** GET /api/user, with the user's relations. */
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
  /** Ids of the stores the user owns. */
  user_websites: number[];
  favouritesProducts: number[];
  address: AddressDto | null;
  can_create_stores: boolean;
  page_view: number;
  production_margin: number;
  inventory_notifications: number;
  low_inventory: number;
  price_changes_notifications: number;
  /** Per store id, what domain/permissions.ts grants; admins hold everything and get {}. */
  permissions: Record<string, PermissionType[]>;
  /**
   * In GET /api/user and the sign-in answers: the platform admin who opened this session with
   * "log in as", or null in the user's own session.
   */
  acting_admin?: ActingAdminDto | null;
}

/** The platform admin acting for the user in a "log in as" session. */
export interface ActingAdminDto {
  id: number;
  name: string;
}

export interface AddressDto {
  id: number;
  name: string | null;
  street: string | null;
  city: string | null;
  postal: string | null;
  state: string | null;
  country: string;
  phone: string | null;
}

export interface LoginResponse {
  user: UserDto;
  access_token: string;
}

/** GET /api/websites row. */
export interface WebsiteSummary {
  id: number;
  name: string;
  link: string;
  logo_url: string | null;
  plan: string;
  is_launched: number;
  is_demo: number;
  limits: Record<string, unknown>;
  user_id: number;
  company_id: number | null;
  created_at: string;
  permissions: PermissionType[];
}

/** Every error: `{ message, errors? }`. */
export interface ApiErrorBody {
  message?: string;
  /** The stable code of a fixed message (absent for a message built from values). */
  code?: string;
  errors?: Record<string, string>;
  /** field -> the stable code of its message, for the fields whose message has one. */
  codes?: Record<string, string>;
}

export interface MessageResponse {
  message: string;
}
