import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/types.js";
import type { User, UserTokensTable } from "../db/schema.js";
import { nowIso } from "../db/json.js";
import { compiledOnce } from "../db/compiled.js";

/** Opaque random tokens; only their SHA-256 is stored, so a database leak leaks no session. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const DAY = 86_400_000;
// Writing last_seen_at on every request would turn every read into a write.
const TOUCH_EVERY_MS = 10 * 60_000;

/** A new session of the user; `actingAdminId` marks a platform admin acting for them ("log in as"). */
export async function createSession(
  db: Db,
  userId: number,
  days: number,
  actingAdminId: number | null = null,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.kysely
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * DAY).toISOString(),
      acting_admin_id: actingAdminId,
    })
    .execute();
  return token;
}

/** A live session: its user and, for "log in as", the platform admin acting for them. */
export interface SessionOf {
  user: User;
  actingAdminId: number | null;
}

/** The session of a token hash with its user; read by every signed-in request, so compiled once. */
const sessionRow = compiledOnce((k, tokenHash: string) =>
  k
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.id as session_id",
      "sessions.last_seen_at as session_seen",
      "sessions.expires_at as session_expires",
      "sessions.acting_admin_id as session_acting_admin",
    ])
    .where("sessions.token_hash", "=", tokenHash),
);

export async function findSession(db: Db, token: string): Promise<SessionOf | null> {
  const [row] = await sessionRow(db, hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (Date.parse(row.session_expires) <= now || row.deactivated_at) return null;
  if (now - Date.parse(row.session_seen) > TOUCH_EVERY_MS) {
    await db.kysely
      .updateTable("sessions")
      .set({ last_seen_at: nowIso() })
      .where("id", "=", row.session_id)
      .execute();
  }
  const {
    session_id: _id,
    session_seen: _seen,
    session_expires: _expires,
    session_acting_admin: actingAdminId,
    ...user
  } = row;
  return { user, actingAdminId };
}

export async function findSessionUser(db: Db, token: string): Promise<User | null> {
  return (await findSession(db, token))?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

type Purpose = UserTokensTable["purpose"];

/**
 * A single-use token for a login link, email verification or password reset. `issuedBy` is the
 * platform admin who asked for a login link for someone else.
 */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: Purpose,
  minutes: number,
  issuedBy: number | null = null,
): Promise<string> {
  const token = newToken();
  await db.kysely
    .insertInto("user_tokens")
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
      created_at: nowIso(),
      issued_by: issuedBy,
    })
    .execute();
  return token;
}

/** Marks the token used and returns its row, or null if unknown, used, expired or of another purpose. */
async function consume(db: Db, token: string, purpose: Purpose) {
  const now = nowIso();
  const row = await db.kysely
    .updateTable("user_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["user_id", "issued_by"])
    .executeTakeFirst();
  return row ?? null;
}

/** Marks the token used and returns its user, or null if unknown, used, expired or of another purpose. */
export async function consumeUserToken(db: Db, token: string, purpose: Purpose): Promise<number | null> {
  return (await consume(db, token, purpose))?.user_id ?? null;
}

/** Uses a login link (etoken): its user and the admin who issued it, or null as consumeUserToken. */
export async function consumeLoginToken(
  db: Db,
  token: string,
): Promise<{ userId: number; issuedBy: number | null } | null> {
  const row = await consume(db, token, "login");
  return row ? { userId: row.user_id, issuedBy: row.issued_by } : null;
}

/** Ends every open password-reset link of the user: one used link or a new password retires the rest. */
export async function endPasswordResets(db: Db, userId: number): Promise<void> {
  await db.kysely
    .updateTable("user_tokens")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("purpose", "=", "password_reset")
    .where("used_at", "is", null)
    .execute();
}
