import type { z } from "zod";
import { deleteInvitations, writeInvitation } from "./activity.js";
import type { AppContext } from "../../context.js";
import type { User, Website } from "../../db/schema.js";
import { fromJson, toJson } from "../../db/json.js";
import { conflict, notFound } from "../../../domain/errors.js";
import {
  expandPermissions,
  INVITATION_MSG,
  type invitationSchema,
  type updateInvitationSchema,
} from "../../../domain/invitations.js";
import { isCompanyRole, type PermissionType, type StoreAccess } from "../../../domain/permissions.js";
import { hashToken, newToken } from "../../auth/tokens.js";
import { assertAssignable, insertInvitations, invitationExpiry, mailInvitations } from "./issue.js";

type Access = Pick<z.infer<typeof invitationSchema>, "company_role" | "permissions" | "store_owner">;

/**
 * Invites addresses to a store with one role and permission set: the inviter may only give what
 * they hold (403), the store's seats and open invitations are checked, and the accept links are
 * mailed once the invitations are committed. Answers the new invitations' ids.
 */
export async function inviteToStore(
  ctx: AppContext,
  website: Website,
  access: StoreAccess,
  inviter: Pick<User, "id" | "name">,
  body: Access,
  emails: readonly string[],
): Promise<number[]> {
  const permissions = expandPermissions(body.permissions);
  const storeOwner = body.store_owner ?? 0;
  assertAssignable(access, body.company_role, permissions, storeOwner === 1);
  const inputs = emails.map((email) => ({
    email,
    company_role: body.company_role,
    store_owner: storeOwner,
    permissions,
  }));
  const { issued } = await ctx.db.kysely
    .transaction()
    .execute((trx) => insertInvitations(trx, website, inviter.id, inputs));
  // Mailed after the commit: a mail never announces an invitation that was rolled back.
  await mailInvitations(ctx, website.name, inviter.name, issued);
  return issued.map((i) => i.id);
}

/** An invitation by id (its store was checked by the caller's declaration or BREAD's guard). */
export async function loadInvitation(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely
    .selectFrom("invitations")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Changes an unanswered invitation's company role, permissions or store_owner flag (409 once
 * answered); the manager may only give what they hold (403).
 */
export async function updateInvitation(
  ctx: AppContext,
  id: number,
  access: StoreAccess,
  body: Omit<z.infer<typeof updateInvitationSchema>, "id">,
): Promise<void> {
  const row = await loadInvitation(ctx, id);
  if (row.status === "accepted" || row.status === "declined") throw conflict(INVITATION_MSG.answered);
  const current = fromJson<{ type: PermissionType; value: 0 | 1 }[]>(row.permissions, []);
  const permissions = body.permissions ? expandPermissions(body.permissions) : current;
  const role = body.company_role ?? (isCompanyRole(row.company_role) ? row.company_role : "client");
  const storeOwner = body.store_owner ?? row.store_owner;
  assertAssignable(access, role, permissions, storeOwner === 1);
  await writeInvitation(
    ctx.db.kysely,
    row.id,
    { company_role: role, permissions: toJson(permissions), store_owner: storeOwner },
    "update",
  );
}

/** Deletes one invitation: an open one's link stops working; an accepted one's access stays. */
export async function deleteInvitation(ctx: AppContext, id: number): Promise<void> {
  const row = await loadInvitation(ctx, id);
  await deleteInvitations(ctx.db.kysely, [row.id]);
}

/**
 * Mails an open or expired invitation again with a new link valid from now on (the old link stops
 * working); an answered one is a conflict, and the manager must still be able to give its access.
 */
export async function resendInvitation(
  ctx: AppContext,
  id: number,
  website: Website,
  access: StoreAccess,
  sender: Pick<User, "name">,
): Promise<void> {
  const row = await loadInvitation(ctx, id);
  if (row.status === "accepted" || row.status === "declined") throw conflict(INVITATION_MSG.answered);
  const role = isCompanyRole(row.company_role) ? row.company_role : null;
  assertAssignable(access, role, fromJson(row.permissions, []), row.store_owner === 1);
  const token = newToken();
  await writeInvitation(
    ctx.db.kysely,
    row.id,
    { token_hash: hashToken(token), status: "pending", expires_at: invitationExpiry() },
    "update",
  );
  await mailInvitations(ctx, website.name, sender.name, [{ ...row, token }]);
}

/**
 * Withdraws an invitation and every other open invitation to its address in `stores` (the stores
 * the caller manages; null: every store). Answers how many were deleted.
 */
export async function withdrawInvitationsTo(
  ctx: AppContext,
  id: number,
  stores: readonly number[] | null,
): Promise<number> {
  const row = await loadInvitation(ctx, id);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    let others = trx
      .selectFrom("invitations")
      .select("id")
      .where("email", "=", row.email)
      .where("status", "=", "pending")
      .where("id", "!=", row.id);
    if (stores !== null) others = others.where("website_id", "in", [...stores, row.website_id]);
    const ids = (await others.execute()).map((o) => o.id);
    return deleteInvitations(trx, [...ids, row.id]);
  });
}
