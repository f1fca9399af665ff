import type { FastifyInstance } from "fastify";
import { limitRequests } from "../http/rate-limit.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { sendVerificationMail } from "../services/verification.js";
import { badRequest, HttpError, invalid } from "../errors.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { consumeLoginToken, consumeUserToken, createSession, revokeSession } from "../auth/tokens.js";
import { actingAdmin, actingAdminDto, LOGIN_AS_SESSION_DAYS, sessionActingAdmin } from "../auth/login-as.js";
import { accountLoginLimited, countFailedLogin, mayMailAccountLink } from "../auth/limits.js";
import { mailResetLink } from "../auth/password-reset.js";
import { currentUser } from "../auth/guard.js";
import {
  recordFailedSignIn,
  recordSignIn,
  registerAccount,
  userByEmail,
  userById,
  verifyAccountEmail,
} from "../services/users/sign-in.js";
import { resetPasswordWithToken } from "../services/users/password-reset.js";
import { nowIso } from "../db/json.js";
import type { User } from "../db/schema.js";
import { currentUserSchema } from "./user-dto.js";
import { userDto } from "../services/users/dto.js";
import { MSG } from "../../domain/messages.js";
import { USER_ROLE_ID } from "../../domain/permissions.js";
import {
  credentialsSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetSchema,
  registerSchema,
  tokenSchema,
} from "../../domain/validation.js";

const message = z.object({ message: z.string() });

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A new session; one an admin opens for the user ("log in as") is marked so and lasts a day at most. */
  const signIn = async (user: User, actingAdminId: number | null = null) => {
    await recordSignIn(db.kysely, user, actingAdminId);
    return session(user, actingAdminId);
  };
  const session = async (user: User, actingAdminId: number | null) => ({
    user: {
      ...(await userDto(db, ctx.urls, user)),
      acting_admin: actingAdminId === null ? null : await actingAdminDto(db, actingAdminId),
    },
    access_token:
      actingAdminId === null
        ? await createSession(db, user.id, config.sessionDays)
        : await createSession(
            db,
            user.id,
            Math.min(config.sessionDays, LOGIN_AS_SESSION_DAYS),
            actingAdminId,
          ),
  });

  const findByEmail = (email: string) => userByEmail(db.kysely, email);

  await app.register(async (limited) => {
    await limitRequests(limited, db, {
      name: "login",
      max: config.loginRateLimit,
      message: MSG.tooManyLogins,
    });
    limited.withTypeProvider<ZodTypeProvider>().post(
      "/api/login",
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: "Sign in with email and password, or with a single-use login token (etoken)",
          body: loginSchema,
        },
      },
      async (request) => {
        const body = request.body;
        if (body.hash !== undefined) throw badRequest(MSG.hashLoginRefused);
        if (body.etoken !== undefined) {
          const link = await consumeLoginToken(db, body.etoken);
          const user = link === null ? undefined : await findById(link.userId);
          if (!link || !user || user.deactivated_at) throw invalid({ etoken: MSG.badLoginLink });
          if (link.issuedBy === null) return signIn(user);
          // An admin's "log in as" link: the admin must still be one when it is used.
          const adminId = await actingAdmin(db, link.issuedBy, user);
          if (adminId === null) throw invalid({ etoken: MSG.badLoginLink });
          request.log.info({ admin_id: adminId, user_id: user.id }, "platform admin logged in as a user");
          return signIn(user, adminId);
        }
        const { email, password } = credentialsSchema.parse(body);
        if (await accountLoginLimited(db, config, email)) throw new HttpError(429, MSG.tooManyLogins);
        const user = await findByEmail(email);
        // Verify against a real hash even for unknown emails so timing does not reveal accounts.
        const ok = await verifyPassword(user?.password_hash ?? DUMMY_HASH, password);
        if (!user || !ok) {
          await countFailedLogin(db, email);
          await recordFailedSignIn(db.kysely, user);
          throw invalid({ email: MSG.badCredentials });
        }
        if (user.deactivated_at) {
          await recordFailedSignIn(db.kysely, user);
          throw invalid({ email: MSG.accountDeactivated });
        }
        return signIn(user);
      },
    );
  });

  const findById = (id: number) => userById(db.kysely, id);

  r.post(
    "/api/logout",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["auth"],
        summary: "End this session",
        response: { 204: z.null().describe("Signed out") },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(db, request.sessionToken);
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/register",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Create an account",
        body: registerSchema,
        response: { 201: z.object({ user: z.unknown(), access_token: z.string() }).describe("signed in") },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await findByEmail(email)) throw invalid({ email: MSG.emailInUse });
      const now = nowIso();
      const user = await registerAccount(db.kysely, {
        name,
        email,
        password_hash: await hashPassword(password),
        role_id: USER_ROLE_ID,
        // A self-registered user may create their own first store (website_role).
        website_role: "store_owner",
        created_at: now,
        updated_at: now,
      });
      await sendVerificationMail(ctx, user);
      return reply.code(201).send(await signIn(user));
    },
  );

  r.post(
    "/api/email/resend",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Send the verification mail again",
        body: emailOnlySchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const { email } = request.body;
      // Over the per-address or per-IP limit the answer is the same and no mail goes out.
      if (!(await mayMailAccountLink(db, config, email, request.ip)))
        return { message: MSG.confirmationSent };
      const user = await findByEmail(email);
      if (user && !user.email_verified_at) await sendVerificationMail(ctx, user);
      return { message: MSG.confirmationSent };
    },
  );

  r.post(
    "/api/email/verify",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Confirm an email address with the mailed token",
        body: tokenSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      const userId = await consumeUserToken(db, request.body.token, "verify_email");
      if (userId === null) throw invalid({ token: MSG.verifyLinkInvalid });
      await verifyAccountEmail(db.kysely, userId);
      return { message: MSG.emailVerified };
    },
  );

  r.post(
    "/api/password/email",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link",
        body: emailOnlySchema,
        response: { 200: message },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const allowed = await mayMailAccountLink(db, config, email, request.ip);
      // The same answer, sent before any lookup or mail work, whether the address has an account,
      // and whether it is over a limit: neither the text nor the time tells which addresses exist.
      await reply.send({ message: MSG.resetLinkSent });
      if (allowed) {
        await mailResetLink(ctx, email).catch((error: unknown) =>
          request.log.error({ err: error }, "password reset mail failed"),
        );
      }
      return reply;
    },
  );

  r.post(
    "/api/password/reset",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the mailed token",
        body: passwordResetSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await resetPasswordWithToken(db, request.body);
      return { message: MSG.passwordReset };
    },
  );

  r.get(
    "/api/user",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user with relations, and the admin acting for them in this session",
        response: { 200: currentUserSchema },
      },
    },
    async (request) => ({
      ...(await userDto(db, ctx.urls, currentUser(request))),
      acting_admin: await sessionActingAdmin(db, request.sessionToken),
    }),
  );
}

// A valid argon2id hash of a random string: verifying against it costs what a real check costs.
const DUMMY_HASH = await hashPassword(Math.random().toString(36));
