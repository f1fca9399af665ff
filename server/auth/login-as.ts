import type { Db } from "../db/types.js";
import type { User } from "../db/schema.js";
import { HttpError, notFound } from "../errors.js";
import { absoluteUrl, type PublicUrlConfig } from "../services/public-url.js";
import { ADMIN_ROLE_ID } from "../../domain/permissions.js";
import { MSG } from "../../domain/messages.js";
import { isPlatformAdmin } from "./access.js";
import { hashToken, issueUserToken } from "./tokens.js";
import type { ActingAdminDto } from "../../domain/api.js";

/** A "log in as" link works once, within this many minutes of being issued. */
export const LOGIN_AS_MINUTES = 10;
/** A session an admin opens for a user lasts at most a day: support work, not a second account. */
export const LOGIN_AS_SESSION_DAYS = 1;

export interface LoginAsLink {
  etoken: string;
  url: string;
  expires_at: string;
}

/**
 * Only a platform admin by role (role_id 1) may log in as a user, and never as another platform
 * admin (nor themself), nor as a deactivated account. The link is a single-use etoken that
 * records the admin who issued it; the session it opens records the admin acting for the user.
 */
export async function issueLoginAsLink(
  db: Db,
  config: PublicUrlConfig,
  admin: User,
  userId: number,
): Promise<LoginAsLink> {
  if (admin.role_id !== ADMIN_ROLE_ID) throw new HttpError(403, MSG.loginAsPlatformAdminOnly);
  const user = await db.kysely.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) throw notFound();
  if (isPlatformAdmin(user)) throw new HttpError(403, MSG.loginAsAdminRefused);
  if (user.deactivated_at) throw new HttpError(409, MSG.accountDeactivated);
  const etoken = await issueUserToken(db, user.id, "login", LOGIN_AS_MINUTES, admin.id);
  return {
    etoken,
    url: absoluteUrl(config, `/app/login?etoken=${etoken}`),
    expires_at: new Date(Date.now() + LOGIN_AS_MINUTES * 60_000).toISOString(),
  };
}

/**
 * The admin a used "log in as" link names may still act for the user: still a platform admin by
 * role, still active, and the user not an admin meanwhile. Returns the admin's id, or null.
 */
export async function actingAdmin(db: Db, issuedBy: number, user: User): Promise<number | null> {
  const admin = await db.kysely
    .selectFrom("users")
    .select(["id", "role_id", "deactivated_at"])
    .where("id", "=", issuedBy)
    .executeTakeFirst();
  if (!admin || admin.role_id !== ADMIN_ROLE_ID || admin.deactivated_at || isPlatformAdmin(user)) return null;
  return admin.id;
}

/** The platform admin a session was opened for by "log in as" (id and name), or null for the user's own. */
export async function sessionActingAdmin(
  db: Db,
  sessionToken: string | null,
): Promise<ActingAdminDto | null> {
  if (sessionToken === null) return null;
  const row = await db.kysely
    .selectFrom("sessions")
    .innerJoin("users as admin", "admin.id", "sessions.acting_admin_id")
    .select(["admin.id", "admin.name"])
    .where("sessions.token_hash", "=", hashToken(sessionToken))
    .executeTakeFirst();
  return row ?? null;
}

/** The acting admin as the sign-in answer names them. */
export async function actingAdminDto(db: Db, adminId: number): Promise<ActingAdminDto | null> {
  const row = await db.kysely
    .selectFrom("users")
    .select(["id", "name"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  return row ?? null;
}
