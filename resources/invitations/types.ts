import type { InvitationStatus, RequestStatus } from "../../domain/invitations";
import type { PermissionType } from "../../domain/permissions";

/** Shapes of the team calls (server/routes/invitations/dto.ts, levels.ts, requests.ts). */

export interface PermissionValue {
  type: string;
  value: number;
}

export interface Member {
  user_id: number;
  name: string;
  email: string;
  company_role: string | null;
  is_owner: boolean;
  via_company: boolean;
  permissions: PermissionValue[];
  granted: PermissionType[];
}

export interface Invitation {
  id: number;
  website_id: number;
  website_name: string;
  email: string;
  store_owner: number;
  company_role: string;
  permissions: PermissionValue[];
  status: InvitationStatus;
  invited_by: { id: number; name: string } | null;
  expires_at: string;
  created_at: string;
}

/** Roles create, update and delete return user_permissions and invitations. */
export interface Team {
  user_permissions: Member[];
  invitations: Invitation[];
}

export interface TeamMessage extends Team {
  message: string;
}

export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
}

export interface JoinRequest {
  id: number;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  website_id: number | null;
  status: RequestStatus;
  created_at: string;
}

export interface LevelUser {
  id: number;
  name: string;
  email: string;
}

export interface Level {
  id: number;
  website_id: number;
  name: string;
  users_count: number;
  users: LevelUser[];
  created_at: string;
}

export interface InvitationCode {
  code: string;
  website_id: number;
  company_role: string;
  permissions: PermissionValue[];
  max_uses: number;
  uses: number;
  expires_at: string;
}

/** A code as GET /api/websites/{id}/invitation-codes lists it. */
export interface ListedInvitationCode extends InvitationCode {
  created_at: string;
  created_by: { id: number; name: string } | null;
  state: "active" | "used_up" | "expired";
}

export interface WhitelistedUser {
  id: number;
  email: string;
  name: string | null;
}

/** The part of GET /api/websites/{id} the whitelist reads. */
export interface WebsiteWhitelist {
  whitelist_emails: { id: number; domain: string }[];
  whitelisted_emails_total: number;
}
