import type { Db } from "../../db/types.js";
import type { User, Website } from "../../db/schema.js";
import { HttpError, notFound } from "../../errors.js";
import type { StoreRule } from "../../http/access.js";
import { isPlatformAdmin, loadStoreAccess } from "../../auth/access.js";
import { canManageMember, INVITATION_MSG } from "../../../domain/invitations.js";
import { isMember, USER_ROLE_ID, type StoreAccess } from "../../../domain/permissions.js";

/**
 * Managing a store's team is part of its settings (/websites/{id} needs edit_settings, and the
 * Store Users tab lives there). Owners, company admins, store admins and platform admins hold it;
 * a non-member gets 404, a member without it 403.
 */
export function manageStoreOf(from: StoreRule["from"], missing?: string): StoreRule {
  return { right: "edit_settings", from, ...(missing ? { missing } : {}) };
}

/** A member of the store the caller may change: 404 for a non-member, 409 for the owner, 403 upwards. */
export async function manageableMember(
  db: Db,
  website: Website,
  manager: StoreAccess,
  userId: number,
  ownerMessage: string,
): Promise<{ user: User; access: StoreAccess }> {
  const user = await db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  // Membership is what the store gives; a platform admin is not a member of every store here.
  const found = user
    ? await loadStoreAccess(db, { ...user, role_id: USER_ROLE_ID, website_role: null }, website.id)
    : null;
  if (!user || !found || !isMember(found.access)) throw notFound(INVITATION_MSG.memberNotFound);
  const access = { ...found.access, isAdmin: isPlatformAdmin(user) };
  if (access.isOwner) throw new HttpError(409, ownerMessage);
  if (!canManageMember(manager, access)) throw new HttpError(403, INVITATION_MSG.cannotManage);
  return { user, access };
}
