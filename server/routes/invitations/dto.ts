import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.js";
import { fromJson } from "../../db/json.js";
import { INVITATION_STATUSES, type InvitationStatus } from "../../../domain/invitations.js";
import { PERMISSION_TYPES } from "../../../domain/permissions.js";

type Q = Kysely<Database>;

const entry = z.object({ type: z.string(), value: z.number() });

/** An invitation as the SPA sees it; the token never leaves the server (only its hash is stored). */
export const invitationDto = z.object({
  id: z.number(),
  website_id: z.number(),
  website_name: z.string(),
  email: z.string(),
  store_owner: z.number(),
  company_role: z.string(),
  permissions: z.array(entry),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type InvitationDto = z.infer<typeof invitationDto>;

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
  permissions: z.array(entry),
  /** What the role and entries grant together (domain/permissions.ts can). */
  granted: z.array(z.enum(PERMISSION_TYPES)),
});

/** Roles create, update and delete return user_permissions and invitations. */
export const teamResponse = z.object({
  user_permissions: z.array(memberDto),
  invitations: z.array(invitationDto),
});
export const teamMessageResponse = teamResponse.extend({ message: z.string() });

/** A pending invitation past its expiry reads as expired; the row is marked when someone tries it. */
export function effectiveStatus(
  status: string,
  expiresAt: string,
  now = new Date().toISOString(),
): InvitationStatus {
  if (status === "pending" && expiresAt <= now) return "expired";
  return (INVITATION_STATUSES as readonly string[]).includes(status)
    ? (status as InvitationStatus)
    : "expired";
}

export function invitationQuery(k: Q) {
  return k
    .selectFrom("invitations")
    .innerJoin("websites", "websites.id", "invitations.website_id")
    .leftJoin("users as inviter", "inviter.id", "invitations.invited_by")
    .select([
      "invitations.id",
      "invitations.website_id",
      "websites.name as website_name",
      "invitations.email",
      "invitations.store_owner",
      "invitations.company_role",
      "invitations.permissions",
      "invitations.status",
      "invitations.invited_by",
      "inviter.name as inviter_name",
      "invitations.expires_at",
      "invitations.created_at",
    ]);
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationQuery>["executeTakeFirstOrThrow"]>>;

export function toInvitationDto(row: InvitationRow): InvitationDto {
  const { inviter_name, invited_by, permissions, status, ...rest } = row;
  return {
    ...rest,
    permissions: fromJson<{ type: string; value: number }[]>(permissions, []),
    status: effectiveStatus(status, row.expires_at),
    invited_by: invited_by !== null && inviter_name !== null ? { id: invited_by, name: inviter_name } : null,
  };
}
