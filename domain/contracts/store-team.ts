import { z } from "zod";
import { INVITATION_STATUSES } from "../invitation-terms.js";
import { PERMISSION_TYPES } from "../permissions.js";
import type { Page } from "./page.js";
import type { WebsiteDetail } from "./store-settings.js";

/*
 * The store's team as its routes answer it (members, invitations, levels, invitation codes, join
 * requests, the whitelist): the server validates and documents with these, the SPA reads their types.
 */

/** One explicit per-store permission entry. */
export const permissionValueDto = z.object({ type: z.string(), value: z.number() });
export type PermissionValue = z.infer<typeof permissionValueDto>;

/** An invitation as the SPA sees it; the token never leaves the server (only its hash is stored). */
export const invitationDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  email: z.string(),
  store_owner: z.number(),
  company_role: z.string(),
  permissions: z.array(permissionValueDto),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationDto>;

/** One person who can open the store: the owner, attached users, company-wide admins, users with entries. */
export const memberDto = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  company_role: z.string().nullable(),
  is_owner: z.boolean(),
  /** Holds the store through a company-wide role (company admin), not through website_users. */
  via_company: z.boolean(),
  /** The explicit per-store entries. */
  permissions: z.array(permissionValueDto),
  /** What the role and entries grant together (domain/permissions.ts can). */
  granted: z.array(z.enum(PERMISSION_TYPES)),
});
export type Member = z.infer<typeof memberDto>;

/** Roles create, update and delete return user_permissions and invitations. */
export const teamResponse = z.object({
  user_permissions: z.array(memberDto),
  invitations: z.array(invitationDto),
});
export type Team = z.infer<typeof teamResponse>;
export const teamMessageResponse = teamResponse.extend({ message: z.string() });
export type TeamMessage = z.infer<typeof teamMessageResponse>;

/** A request to join a store (website_id) or, without a store, a request to the platform for an invitation. */
export const joinRequestDto = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  website_id: z.number().nullable(),
  /** pending, accepted or declined (stored as text). */
  status: z.string(),
  created_at: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestDto>;

export const levelUserDto = z.object({ id: z.number(), name: z.string(), email: z.string() });
export type LevelUser = z.infer<typeof levelUserDto>;

/** An access level of the store with its users. */
export const levelDto = z.object({
  id: z.number(),
  website_id: z.number(),
  name: z.string(),
  users_count: z.number(),
  users: z.array(levelUserDto),
  created_at: z.string(),
});
export type Level = z.infer<typeof levelDto>;

/** A short code that joins a store with a role and permissions. */
export const invitationCodeDto = z.object({
  code: z.string(),
  website_id: z.number(),
  company_role: z.string(),
  permissions: z.array(permissionValueDto),
  max_uses: z.number(),
  uses: z.number(),
  expires_at: z.string(),
});
export type InvitationCode = z.infer<typeof invitationCodeDto>;

export const INVITATION_CODE_STATES = ["active", "used_up", "expired"] as const;

/** A code as its store's managers see it: what it gives, how often it was used and whether it still works. */
export const listedCodeDto = invitationCodeDto.extend({
  created_at: z.string(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** active: can still be entered; used_up: max_uses reached; expired: past expires_at. */
  state: z.enum(INVITATION_CODE_STATES),
});
export type ListedInvitationCode = z.infer<typeof listedCodeDto>;

/** A whitelisted email domain of the store. */
export const whitelistDomainDto = z.object({ id: z.number(), domain: z.string() });

/** A whitelisted user of the store. */
export const whitelistedEmailDto = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
});
export type WhitelistedUser = z.infer<typeof whitelistedEmailDto>;

/** The part of GET /api/websites/{id} the whitelist reads. */
export type WebsiteWhitelist = Pick<WebsiteDetail, "whitelist_emails" | "whitelisted_emails_total">;

export type { Page };
