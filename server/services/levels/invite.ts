import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { User, Website } from "../../db/schema.js";
import { expandPermissions, type levelInvitationSchema } from "../../../domain/invitations.js";
import type { StoreAccess } from "../../../domain/permissions.js";
import { assertAssignable, insertInvitations, mailInvitations } from "../invitations/issue.js";

/**
 * Invites every active user of a level to `website` with one role and permission set (the
 * inviter may only give what they hold); members and already-invited addresses are skipped.
 * The invitations are mailed once stored. Answers the new ids and the skipped addresses.
 */
export async function inviteLevel(
  ctx: AppContext,
  levelId: number,
  website: Website,
  access: StoreAccess,
  inviter: Pick<User, "id" | "name">,
  body: Pick<z.infer<typeof levelInvitationSchema>, "company_role" | "permissions" | "store_owner">,
): Promise<{ created: number[]; skipped: string[] }> {
  const k = ctx.db.kysely;
  const permissions = expandPermissions(body.permissions);
  const storeOwner = body.store_owner ?? 0;
  assertAssignable(access, body.company_role, permissions, storeOwner === 1);
  const people = await k
    .selectFrom("level_users")
    .innerJoin("users", "users.id", "level_users.user_id")
    .select("users.email")
    .where("level_users.level_id", "=", levelId)
    .where("users.deactivated_at", "is", null)
    .execute();
  const inputs = people.map((p) => ({
    email: p.email,
    company_role: body.company_role,
    store_owner: storeOwner,
    permissions,
  }));
  const { issued, skipped } = await k
    .transaction()
    .execute((trx) => insertInvitations(trx, website, inviter.id, inputs, { skipTaken: true }));
  await mailInvitations(ctx, website.name, inviter.name, issued);
  return { created: issued.map((i) => i.id), skipped };
}
