import { expressionBuilder, type Expression, type Kysely, type SqlBool } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database, User } from "../../db/schema.js";
import { fromJson, nowIso } from "../../db/json.js";
import { notFound, refused } from "../../../domain/errors.js";
import { INVITATION_MSG, INVITATION_STATUSES, type InvitationStatus } from "../../../domain/invitations.js";
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

/**
 * effectiveStatus in SQL, for the lists that filter by status (the store's invitations and
 * BREAD's), written beside it so the two cannot drift; columns are qualified so typed and
 * untyped queries take it.
 */
export function invitationStatusIs(status: InvitationStatus, now: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, "invitations">();
  const pending = eb("invitations.status", "=", "pending");
  if (status === "pending") return eb.and([pending, eb("invitations.expires_at", ">", now)]);
  if (status === "expired")
    return eb.or([
      eb("invitations.status", "=", "expired"),
      eb.and([pending, eb("invitations.expires_at", "<=", now)]),
    ]);
  return eb("invitations.status", "=", status);
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

type InvitationQuery = ReturnType<typeof invitationQuery>;

/** One page of invitations, newest first, with the total. */
async function invitationsPage(base: InvitationQuery, page: number, perPage: number) {
  const [rows, counted] = await Promise.all([
    base
      .orderBy("invitations.created_at", "desc")
      .orderBy("invitations.id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toInvitationDto), total: Number(counted.n) };
}

/**
 * The open invitations addressed to the user. Their address must be verified: an unverified
 * account may have been registered by someone else with this address.
 */
export async function ownInvitationsPage(ctx: AppContext, user: User, page: number, perPage: number) {
  if (!user.email_verified_at) throw refused(INVITATION_MSG.verifyFirst);
  const base = invitationQuery(ctx.db.kysely)
    .where("invitations.email", "=", user.email)
    .where("invitations.status", "=", "pending")
    .where("invitations.expires_at", ">", nowIso());
  return invitationsPage(base, page, perPage);
}

/** A store's invitations, by status as it reads (a pending one past its expiry is expired). */
export async function storeInvitationsPage(
  ctx: AppContext,
  websiteId: number,
  status: InvitationStatus | undefined,
  page: number,
  perPage: number,
) {
  let base = invitationQuery(ctx.db.kysely).where("invitations.website_id", "=", websiteId);
  if (status) base = base.where(invitationStatusIs(status, nowIso()));
  return invitationsPage(base, page, perPage);
}

/** One invitation as its readers see it (who may read it was checked by the caller's declaration). */
export async function readInvitation(ctx: AppContext, id: number) {
  const row = await invitationQuery(ctx.db.kysely).where("invitations.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return toInvitationDto(row);
}
