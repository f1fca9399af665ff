import type { Db } from "../../db/types.js";
import type { User, Website } from "../../db/schema.js";
import { isPlatformAdmin, loadStoreAccess } from "../../auth/access.js";
import { conflict, notFound, refused } from "../../../domain/errors.js";
import { canManageMember, INVITATION_MSG } from "../../../domain/invitations.js";
import { isMember, USER_ROLE_ID, type StoreAccess } from "../../../domain/permissions.js";

/** A member of the store the caller may change: not found for a non-member, a conflict for the owner, refused upwards. */
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
  if (access.isOwner) throw conflict(ownerMessage);
  if (!canManageMember(manager, access)) throw refused(INVITATION_MSG.cannotManage);
  return { user, access };
}
