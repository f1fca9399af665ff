import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fromJson } from "../../db/json.js";
import { INVITATION_STATUSES, type InvitationStatus } from "../../../domain/invitations.js";
import type { Invitation } from "../../../domain/contracts/store-team.js";

type Q = Kysely<Database>;

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

export function toInvitationDto(row: InvitationRow): Invitation {
  const { inviter_name, invited_by, permissions, status, ...rest } = row;
  return {
    ...rest,
    permissions: fromJson<{ type: string; value: number }[]>(permissions, []),
    status: effectiveStatus(status, row.expires_at),
    invited_by: invited_by !== null && inviter_name !== null ? { id: invited_by, name: inviter_name } : null,
  };
}
