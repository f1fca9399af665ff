import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database, InvitationsTable, User } from "../../db/schema.js";
import { fromJson, nowIso } from "../../db/json.js";
import { hashPassword } from "../../auth/passwords.js";
import { afterPasswordChange } from "../../auth/password-reset.js";
import { createSession, hashToken } from "../../auth/tokens.js";
import { invalid, notFound, refused } from "../../../domain/errors.js";
import { MSG } from "../../../domain/messages.js";
import { USER_ROLE_ID } from "../../../domain/permissions.js";
import {
  claimAccountSchema,
  INVITATION_MSG,
  newAccountSchema,
  type acceptInvitationSchema,
} from "../../../domain/invitations.js";
import { notify } from "../notify.js";
import { asAccount, recordUserWrite } from "../users/activity.js";
import { loadAccount } from "../users/account.js";
import { recordSignIn } from "../users/sign-in.js";
import { joinStore, setMemberAccess } from "../team/member-access.js";
import { invitationSnapshot, recordInvitationWrite, writeInvitation } from "./activity.js";

/**
 * Answering an invitation: by the mailed link (the token proves the mailbox) or by id for the
 * signed-in invitee. Each invitation is answered once: the status changes only from pending,
 * inside the transaction that grants the access, so two clicks cannot both succeed.
 */

type Q = Kysely<Database>;
type Invitation = Selectable<InvitationsTable>;
type Answer = "accepted" | "declined";

function findByToken(k: Q, token: string): Promise<Invitation | undefined> {
  return k
    .selectFrom("invitations")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/** A pending, unexpired invitation, or the 422 on `field`; an expired one is marked so on the way. */
async function open(k: Q, row: Invitation | undefined, field: string): Promise<Invitation> {
  if (!row || row.status !== "pending") throw invalid({ [field]: INVITATION_MSG.invalidOrExpired });
  if (row.expires_at <= nowIso()) {
    await writeInvitation(k, row.id, { status: "expired" }, "status");
    throw invalid({ [field]: INVITATION_MSG.invalidOrExpired });
  }
  return row;
}

/**
 * Marks the invitation answered without recording it yet; its row before, or null when another
 * request answered it first.
 */
async function take(trx: Q, id: number, status: Answer): Promise<Invitation | null> {
  const before = await invitationSnapshot(trx, id);
  const row = await trx
    .updateTable("invitations")
    .set({ status })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("expires_at", ">", nowIso())
    .returning("id")
    .executeTakeFirst();
  return row && before ? before : null;
}

/** Marks the invitation answered and records it; false when another request answered it first. */
async function claim(trx: Q, id: number, status: Answer): Promise<boolean> {
  const before = await take(trx, id, status);
  if (before) await recordInvitationWrite(trx, id, "status", before);
  return before !== null;
}

async function tellInviter(trx: Q, row: Invitation, who: string, accepted: boolean): Promise<void> {
  if (row.invited_by === null) return;
  const store = await trx
    .selectFrom("websites")
    .select("name")
    .where("id", "=", row.website_id)
    .executeTakeFirstOrThrow();
  await notify(trx, {
    userIds: [row.invited_by],
    websiteId: row.website_id,
    type: "invitation",
    content: `${who} ${accepted ? "accepted" : "declined"} your invitation to ${store.name}.`,
  });
}

/** Grants the invitation's access to `user`; run in the transaction that claimed it. */
async function grant(trx: Q, row: Invitation, user: User): Promise<void> {
  const website = await trx
    .selectFrom("websites")
    .selectAll()
    .where("id", "=", row.website_id)
    .executeTakeFirstOrThrow();
  await setMemberAccess(trx, website.id, user.id, row.company_role, fromJson(row.permissions, []));
  await joinStore(trx, website, user, row.company_role, row.store_owner);
  await tellInviter(trx, row, user.name, true);
}

/** Whether the mailed token can be answered: its store, and whether accepting needs a new account. */
export async function checkInvitation(
  ctx: AppContext,
  token: string,
): Promise<{ website_name: string; needs_account: boolean }> {
  const k = ctx.db.kysely;
  const row = await open(k, await findByToken(k, token), "token");
  const [store, user] = await Promise.all([
    k.selectFrom("websites").select("name").where("id", "=", row.website_id).executeTakeFirstOrThrow(),
    k
      .selectFrom("users")
      .select(["email_verified_at", "deactivated_at"])
      .where("email", "=", row.email)
      .executeTakeFirst(),
  ]);
  if (user?.deactivated_at) throw invalid({ email: MSG.accountDeactivated });
  return { website_name: store.name, needs_account: !user?.email_verified_at };
}

/**
 * Accepts by the mailed token: a verified account just joins; without one (or with one never
 * verified) the invitee's name and password make or claim it, email-verified. Signs the invitee
 * in: answers the account and a new session's token.
 */
export async function acceptInvitationByToken(
  ctx: AppContext,
  body: z.infer<typeof acceptInvitationSchema>,
): Promise<{ user: User; accessToken: string }> {
  const { db, config } = ctx;
  const k = db.kysely;
  const row = await open(k, await findByToken(k, body.token), "token");
  const existing = await k.selectFrom("users").selectAll().where("email", "=", row.email).executeTakeFirst();
  if (existing?.deactivated_at) throw invalid({ email: MSG.accountDeactivated });
  // A verified account just joins; otherwise the invitee sets the password (zod's 422 messages).
  const created = existing ? null : newAccountSchema.parse(body);
  const claimed = existing && !existing.email_verified_at ? claimAccountSchema.parse(body) : null;
  const password = created?.password ?? claimed?.password;
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const userId = await k.transaction().execute(async (trx) => {
    const answered = await take(trx, row.id, "accepted");
    if (!answered) throw invalid({ token: INVITATION_MSG.invalidOrExpired });
    const now = nowIso();
    let user: User;
    if (created && passwordHash !== null) {
      user = await trx
        .insertInto("users")
        .values({
          name: created.name,
          email: row.email,
          password_hash: passwordHash,
          email_verified_at: now,
          role_id: USER_ROLE_ID,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordUserWrite(trx, user.id, "create", null, { userId: user.id, actingAdminId: null });
    } else if (existing && passwordHash !== null) {
      // Whoever registered this address without confirming it loses the account to its mailbox owner.
      user = await trx
        .updateTable("users")
        .set({
          name: claimed?.name ?? existing.name,
          password_hash: passwordHash,
          email_verified_at: now,
          updated_at: now,
        })
        .where("id", "=", existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordUserWrite(trx, user.id, "update", existing, { userId: user.id, actingAdminId: null });
    } else if (existing) {
      user = existing;
    } else {
      throw invalid({ password: MSG.required });
    }
    // The link proved the mailbox: the invitee answers and joins, though no session exists yet.
    await asAccount(user.id, async () => {
      await recordInvitationWrite(trx, row.id, "status", answered);
      await grant(trx, row, user);
    });
    return user.id;
  });
  // A claimed account's password changed: the squatter's sessions and reset links end.
  if (claimed) await afterPasswordChange(db, userId);
  const user = await loadAccount(k, userId);
  await recordSignIn(k, user, null);
  return { user, accessToken: await createSession(db, user.id, config.sessionDays) };
}

/** Declines by the mailed token; the inviter is told. */
export async function declineInvitationByToken(ctx: AppContext, token: string): Promise<void> {
  const k = ctx.db.kysely;
  const row = await open(k, await findByToken(k, token), "token");
  await k.transaction().execute(async (trx) => {
    if (!(await claim(trx, row.id, "declined"))) throw invalid({ token: INVITATION_MSG.invalidOrExpired });
    const who = await trx
      .selectFrom("users")
      .select("name")
      .where("email", "=", row.email)
      .executeTakeFirst();
    await tellInviter(trx, row, who?.name ?? row.email, false);
  });
}

/** The signed-in invitee's own open invitation; anyone else's is a 404. */
async function mine(k: Q, user: User, id: number): Promise<Invitation> {
  const row = await k.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || row.email !== user.email.toLowerCase()) throw notFound();
  // The address must be proven: anyone can register an account with someone else's address.
  if (!user.email_verified_at) throw refused(INVITATION_MSG.verifyFirst);
  return open(k, row, "id");
}

/** The signed-in invitee accepts their own invitation: answers its store and the account as it now is. */
export async function acceptOwnInvitation(
  ctx: AppContext,
  user: User,
  id: number,
): Promise<{ websiteId: number; user: User }> {
  const k = ctx.db.kysely;
  const row = await mine(k, user, id);
  await k.transaction().execute(async (trx) => {
    if (!(await claim(trx, row.id, "accepted"))) throw invalid({ id: INVITATION_MSG.invalidOrExpired });
    await grant(trx, row, user);
  });
  return { websiteId: row.website_id, user: await loadAccount(k, user.id) };
}

/** The signed-in invitee declines their own invitation; the inviter is told. */
export async function declineOwnInvitation(ctx: AppContext, user: User, id: number): Promise<void> {
  const k = ctx.db.kysely;
  const row = await mine(k, user, id);
  await k.transaction().execute(async (trx) => {
    if (!(await claim(trx, row.id, "declined"))) throw invalid({ id: INVITATION_MSG.invalidOrExpired });
    await tellInviter(trx, row, user.name, false);
  });
}
