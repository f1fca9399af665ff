import type { FastifyInstance } from "fastify";
import { asAccount, recordUserWrite } from "../../services/users/activity.js";
import { recordSignIn } from "../../services/users/sign-in.js";
import {
  invitationSnapshot,
  recordInvitationWrite,
  writeInvitation,
} from "../../services/invitations/activity.js";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database, User } from "../../db/schema.js";
import { currentUser } from "../../auth/guard.js";
import { hashPassword } from "../../auth/passwords.js";
import { afterPasswordChange } from "../../auth/password-reset.js";
import { createSession, hashToken } from "../../auth/tokens.js";
import { fromJson, nowIso } from "../../db/json.js";
import { HttpError, invalid, notFound } from "../../errors.js";
import { notify } from "../../services/notify.js";
import { userDto } from "../user-dto.js";
import { MSG } from "../../../domain/messages.js";
import { USER_ROLE_ID } from "../../../domain/permissions.js";
import {
  acceptInvitationSchema,
  claimAccountSchema,
  INVITATION_MSG,
  newAccountSchema,
} from "../../../domain/invitations.js";
import { tokenSchema } from "../../../domain/validation.js";
import { joinStore, setMemberAccess } from "../../services/team/member-access.js";
import { idParam } from "../../http/params.js";

type Q = Kysely<Database>;
type Invitation = Awaited<ReturnType<typeof findByToken>>;
const tags = ["invitations"];
const message = z.object({ message: z.string() });

function findByToken(k: Q, token: string) {
  return k
    .selectFrom("invitations")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/**
 * Answering an invitation: by the mailed link (public, the token proves the mailbox) or by id for
 * the signed-in invitee. Each invitation is answered once: the status changes only from pending,
 * inside the transaction that grants the access, so two clicks cannot both succeed.
 */
export async function invitationAnswerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A pending, unexpired invitation, or the 422; an expired one is marked so on the way. */
  const open = async (row: NonNullable<Invitation> | undefined, field: string) => {
    if (!row || row.status !== "pending") throw invalid({ [field]: INVITATION_MSG.invalidOrExpired });
    if (row.expires_at <= nowIso()) {
      await writeInvitation(k, row.id, { status: "expired" }, "status");
      throw invalid({ [field]: INVITATION_MSG.invalidOrExpired });
    }
    return row;
  };

  /**
   * Marks the invitation answered without recording it yet; its row before, or null when another
   * request answered it first.
   */
  const take = async (trx: Q, id: number, status: "accepted" | "declined") => {
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
  };

  /** Marks the invitation answered and records it; false when another request answered it first. */
  const claim = async (trx: Q, id: number, status: "accepted" | "declined") => {
    const before = await take(trx, id, status);
    if (before) await recordInvitationWrite(trx, id, "status", before);
    return before !== null;
  };

  const tellInviter = async (trx: Q, row: NonNullable<Invitation>, who: string, accepted: boolean) => {
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
  };

  /** Grants the invitation's access to `user`; run in the transaction that claimed it. */
  const grant = async (trx: Q, row: NonNullable<Invitation>, user: User) => {
    const website = await trx
      .selectFrom("websites")
      .selectAll()
      .where("id", "=", row.website_id)
      .executeTakeFirstOrThrow();
    await setMemberAccess(trx, website.id, user.id, row.company_role, fromJson(row.permissions, []));
    await joinStore(trx, website, user, row.company_role, row.store_owner);
    await tellInviter(trx, row, user.name, true);
  };

  const reload = (id: number) =>
    k.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  r.post(
    "/api/invitation/check",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Whether the mailed token is a pending, unexpired invitation (answers nothing): its store, and whether accepting needs a new name and password",
        body: tokenSchema,
        response: {
          200: z
            .object({
              website_name: z.string(),
              needs_account: z.boolean().describe("no verified account has the invited address yet"),
            })
            .describe("The invitation can be answered"),
        },
      },
    },
    async (request) => {
      const row = await open(await findByToken(k, request.body.token), "token");
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
    },
  );

  r.post(
    "/api/accept/invitation",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Accept by the mailed token. Without an account (or with one never verified) send name, password and password_confirmation: the account is created email-verified. Signs the invitee in.",
        body: acceptInvitationSchema,
        response: { 200: z.object({ user: z.unknown(), access_token: z.string() }) },
      },
    },
    async (request) => {
      const body = request.body;
      const row = await open(await findByToken(k, body.token), "token");
      const existing = await k
        .selectFrom("users")
        .selectAll()
        .where("email", "=", row.email)
        .executeTakeFirst();
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
      const user = await reload(userId);
      await recordSignIn(k, user, null);
      return {
        user: await userDto(db, ctx.urls, user),
        access_token: await createSession(db, user.id, config.sessionDays),
      };
    },
  );

  r.post(
    "/api/decline/invitation",
    {
      config: { access: "public" },
      schema: { tags, summary: "Decline by the mailed token", body: tokenSchema, response: { 200: message } },
    },
    async (request) => {
      const row = await open(await findByToken(k, request.body.token), "token");
      await k.transaction().execute(async (trx) => {
        if (!(await claim(trx, row.id, "declined")))
          throw invalid({ token: INVITATION_MSG.invalidOrExpired });
        const who = await trx
          .selectFrom("users")
          .select("name")
          .where("email", "=", row.email)
          .executeTakeFirst();
        await tellInviter(trx, row, who?.name ?? row.email, false);
      });
      return { message: INVITATION_MSG.declined };
    },
  );

  /** The signed-in invitee's own invitation; anyone else's is a 404. */
  const mine = async (user: User, id: number) => {
    const row = await k.selectFrom("invitations").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || row.email !== user.email.toLowerCase()) throw notFound();
    // The address must be proven: anyone can register an account with someone else's address.
    if (!user.email_verified_at) throw new HttpError(403, INVITATION_MSG.verifyFirst);
    return open(row, "id");
  };

  r.post(
    "/api/accept/invitation/:id",
    {
      // The caller's own invitation only: it must be addressed to their verified e-mail.
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in invitee accepts their invitation (verified address)",
        params: idParam,
        response: { 200: z.object({ message: z.string(), website_id: z.number(), user: z.unknown() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await mine(user, request.params.id);
      await k.transaction().execute(async (trx) => {
        if (!(await claim(trx, row.id, "accepted"))) throw invalid({ id: INVITATION_MSG.invalidOrExpired });
        await grant(trx, row, user);
      });
      return {
        message: INVITATION_MSG.accepted,
        website_id: row.website_id,
        user: await userDto(db, ctx.urls, await reload(user.id)),
      };
    },
  );

  r.post(
    "/api/decline/invitation/:id",
    {
      // The caller's own invitation only: it must be addressed to their verified e-mail.
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in invitee declines their invitation",
        params: idParam,
        response: { 200: message },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await mine(user, request.params.id);
      await k.transaction().execute(async (trx) => {
        if (!(await claim(trx, row.id, "declined"))) throw invalid({ id: INVITATION_MSG.invalidOrExpired });
        await tellInviter(trx, row, user.name, false);
      });
      return { message: INVITATION_MSG.declined };
    },
  );
}
