import type { Kysely } from "kysely";
import { recordUserWrite, writeUser } from "./activity.js";
import type { AppContext } from "../../context.js";
import type { Database, User, UserUpdate } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { conflict, invalid, notFound, refused } from "../../../domain/errors.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { hashPassword, verifyPassword } from "../../auth/passwords.js";
import { afterPasswordChange } from "../../auth/password-reset.js";
import { sendVerificationMail } from "../verification.js";
import { sendEmailChangedNotice } from "../email-changed.js";
import { ownStoredKey } from "../storage.js";
import { ACCOUNT_MSG, ADMIN_ONLY_USER_FIELDS, type UserUpdateInput } from "../../../domain/account.js";
import { MSG } from "../../../domain/messages.js";
import { ADMIN_ROLE_ID } from "../../../domain/permissions.js";
import { anotherActiveAdmin } from "./last-admin.js";
import { bumpVersion } from "../versions/index.js";

/** An account by id (the caller's own, or any for a platform admin: the route checked who). */
export async function loadAccount(k: Kysely<Database>, id: number): Promise<User> {
  const user = await k.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/** Refuses to remove the last active platform admin (role change, deactivation or deletion). */
async function keepAnAdmin(k: Kysely<Database>, user: Pick<User, "id" | "role_id">): Promise<void> {
  if (user.role_id !== ADMIN_ROLE_ID) return;
  if (!(await anotherActiveAdmin(k, user.id))) throw conflict(ACCOUNT_MSG.lastAdmin);
}

/**
 * Edits an account: name, email, password, page size, notification switches; a platform admin also
 * the role, website role and store creation (others: 403). A new address or password for yourself
 * needs the current password; a new address is unverified until confirmed (a verification mail to
 * it, a notice to the old one); a new password ends every other session (the caller's own stays
 * when they change their own). Answers the account as saved.
 */
export async function updateAccount(
  ctx: AppContext,
  input: {
    actor: User;
    targetId: number;
    changes: UserUpdateInput;
    sessionToken: string | null;
    /** The version the screen read: an account saved by someone else since is refused (StaleVersion). */
    version?: number | null;
  },
): Promise<User> {
  const { db } = ctx;
  const k = db.kysely;
  const { actor, changes } = input;
  const target = await loadAccount(k, input.targetId);
  if (!isPlatformAdmin(actor) && ADMIN_ONLY_USER_FIELDS.some((field) => changes[field] !== undefined))
    throw refused();
  const self = actor.id === target.id;

  const values: UserUpdate = {
    updated_at: nowIso(),
    name: changes.name,
    page_view: changes.page_view,
    inventory_notifications: changes.inventory_notifications,
    low_inventory: changes.low_inventory,
    price_changes_notifications: changes.price_changes_notifications,
    role_id: changes.role_id,
    website_role: changes.website_role,
    can_create_stores: changes.can_create_stores,
  };
  if (changes.role_id !== undefined && changes.role_id !== ADMIN_ROLE_ID) await keepAnAdmin(k, target);

  const emailChanged = changes.email !== undefined && changes.email !== target.email;
  if (emailChanged) {
    const taken = await k
      .selectFrom("users")
      .select("id")
      .where("email", "=", changes.email!)
      .executeTakeFirst();
    if (taken) throw invalid({ email: MSG.emailInUse });
  }
  // A new address or password for yourself needs the current password: a stolen session alone
  // must not be able to take the account over (a reset to a new address would lock the owner out).
  if (self && (emailChanged || changes.password !== undefined)) {
    if (!(await verifyPassword(target.password_hash, changes.current_password ?? ""))) {
      throw invalid({ current_password: ACCOUNT_MSG.currentPasswordWrong });
    }
  }
  if (emailChanged) {
    // A new address is unverified until its owner confirms it (and /api/emails shows nothing until then).
    values.email = changes.email;
    values.email_verified_at = null;
  }
  if (changes.password !== undefined) {
    values.password_hash = await hashPassword(changes.password);
  }

  await k.transaction().execute(async (trx) => {
    await bumpVersion(trx, "users", target.id, input.version);
    await writeUser(trx, target.id, values, "update");
    if (changes.password !== undefined) {
      // Your own current session stays; every other one ends.
      await afterPasswordChange({ ...db, kysely: trx }, target.id, self ? input.sessionToken : undefined);
    }
  });
  const updated = await loadAccount(k, target.id);
  if (emailChanged) {
    await sendVerificationMail(ctx, updated, true);
    await sendEmailChangedNotice(ctx, { name: target.name, oldEmail: target.email, newEmail: updated.email });
  }
  return updated;
}

/** A platform admin sets a user's production margin (a multiplier, at least 1). */
export async function setProductionMargin(
  k: Kysely<Database>,
  id: number,
  margin: number,
): Promise<{ id: number; production_margin: number }> {
  if (!(await writeUser(k, id, { production_margin: margin, updated_at: nowIso() }, "update")))
    throw notFound();
  return { id, production_margin: margin };
}

/** A user deactivates their own account: it can no longer sign in and every session ends. */
export async function deactivateOwnAccount(k: Kysely<Database>, me: User): Promise<void> {
  await keepAnAdmin(k, me);
  await k.transaction().execute(async (trx) => {
    await writeUser(trx, me.id, { deactivated_at: nowIso(), updated_at: nowIso() }, "status");
    await trx.deleteFrom("sessions").where("user_id", "=", me.id).execute();
  });
}

/**
 * Deletes an account with its sessions, tokens, memberships, notifications, tax forms and avatar;
 * refused (409) while the user owns stores or is the last active platform admin.
 */
export async function deleteAccount(ctx: AppContext, id: number): Promise<void> {
  const k = ctx.db.kysely;
  const target = await loadAccount(k, id);
  const owned = await k
    .selectFrom("websites")
    .select("id")
    .where("user_id", "=", target.id)
    .limit(1)
    .executeTakeFirst();
  if (owned) throw conflict(ACCOUNT_MSG.ownsStores);
  await keepAnAdmin(k, target);
  const forms = await k.selectFrom("tax_forms").select("file").where("user_id", "=", target.id).execute();
  // Sessions, tokens, memberships, notifications and tax forms go with the user (ON DELETE CASCADE).
  await k.transaction().execute(async (trx) => {
    await trx.deleteFrom("users").where("id", "=", target.id).execute();
    await recordUserWrite(trx, target.id, "delete", target);
  });
  const files = [...forms.map((f) => f.file), ...(ownStoredKey(target.avatar) ? [target.avatar] : [])];
  await Promise.all(files.map((key) => ctx.storage.delete(key)));
}

/** Stores a new avatar picture for an account and drops the one it replaces. */
export async function replaceAvatar(
  ctx: AppContext,
  target: User,
  picture: { key: string; body: Buffer; contentType: string },
): Promise<void> {
  await ctx.storage.put(picture.key, picture.body, picture.contentType);
  await writeUser(ctx.db.kysely, target.id, { avatar: picture.key, updated_at: nowIso() }, "update");
  if (ownStoredKey(target.avatar)) await ctx.storage.delete(target.avatar);
}
