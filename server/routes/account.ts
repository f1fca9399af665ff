import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { sendVerificationMail } from "../services/verification.js";
import { currentUser } from "../auth/guard.js";
import { isPlatformAdmin } from "../auth/access.js";
import { hashPassword, verifyPassword } from "../auth/passwords.js";
import { afterPasswordChange } from "../auth/password-reset.js";
import { sendEmailChangedNotice } from "../services/email-changed.js";
import { nowIso } from "../db/json.js";
import type { User, UserUpdate } from "../db/schema.js";
import { forbidden, HttpError, invalid, notFound } from "../errors.js";
import { userDto } from "./user-dto.js";
import { avatarRoutes } from "./account/avatar.js";
import { ownStoredKey } from "../services/storage.js";
import { mailRoutes } from "./account/mails.js";
import { taxFormRoutes } from "./account/tax-forms.js";
import {
  ADMIN_ONLY_USER_FIELDS,
  ACCOUNT_MSG,
  LANGS,
  marginSchema,
  userUpdateSchema,
} from "../../domain/account.js";
import { MSG } from "../../domain/messages.js";
import { ADMIN_ROLE_ID } from "../../domain/permissions.js";
import { idParam } from "../http/params.js";

const message = z.object({ message: z.string() });

/**
 * Edit account (/user/edit), deactivation and deletion, avatar, tax forms, the user's mails and
 * the language list. A user acts on their own account; platform admins on anyone's.
 */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Self or admin; another user's account is refused with 403, a missing one 404. */
  /** An account by id (the route's declaration let only the user or a platform admin here). */
  const editableUser = async (id: number): Promise<User> => {
    const user = await k.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!user) throw notFound();
    return user;
  };

  /** Refuses to remove the last active platform admin (role change, deactivation or deletion). */
  const keepAnAdmin = async (user: User) => {
    if (user.role_id !== ADMIN_ROLE_ID) return;
    const other = await k
      .selectFrom("users")
      .select("id")
      .where("role_id", "=", ADMIN_ROLE_ID)
      .where("id", "!=", user.id)
      .where("deactivated_at", "is", null)
      .limit(1)
      .executeTakeFirst();
    if (!other) throw new HttpError(409, ACCOUNT_MSG.lastAdmin);
  };

  r.put(
    "/api/users/:id",
    {
      config: { access: { self: "params.id" } },
      schema: {
        tags: ["account"],
        summary:
          "Edit an account (self or admin): name, email, password (current_password for your own), page_view, " +
          "notification switches; admins also role_id, website_role, can_create_stores",
        params: idParam,
        body: userUpdateSchema,
      },
    },
    async (request) => {
      const me = currentUser(request);
      const target = await editableUser(request.params.id);
      const input = request.body;
      const admin = isPlatformAdmin(me);
      if (!admin && ADMIN_ONLY_USER_FIELDS.some((field) => input[field] !== undefined)) throw forbidden();
      const self = me.id === target.id;

      const values: UserUpdate = {
        updated_at: nowIso(),
        name: input.name,
        page_view: input.page_view,
        inventory_notifications: input.inventory_notifications,
        low_inventory: input.low_inventory,
        price_changes_notifications: input.price_changes_notifications,
        role_id: input.role_id,
        website_role: input.website_role,
        can_create_stores: input.can_create_stores,
      };
      if (input.role_id !== undefined && input.role_id !== ADMIN_ROLE_ID) await keepAnAdmin(target);

      const emailChanged = input.email !== undefined && input.email !== target.email;
      if (emailChanged) {
        const taken = await k
          .selectFrom("users")
          .select("id")
          .where("email", "=", input.email!)
          .executeTakeFirst();
        if (taken) throw invalid({ email: MSG.emailInUse });
      }
      // A new address or password for yourself needs the current password: a stolen session alone
      // must not be able to take the account over (a reset to a new address would lock the owner out).
      if (self && (emailChanged || input.password !== undefined)) {
        if (!(await verifyPassword(target.password_hash, input.current_password ?? ""))) {
          throw invalid({ current_password: ACCOUNT_MSG.currentPasswordWrong });
        }
      }
      if (emailChanged) {
        // A new address is unverified until its owner confirms it (and /api/emails shows nothing until then).
        values.email = input.email;
        values.email_verified_at = null;
      }
      if (input.password !== undefined) {
        values.password_hash = await hashPassword(input.password);
      }

      await k.transaction().execute(async (trx) => {
        await trx.updateTable("users").set(values).where("id", "=", target.id).execute();
        if (input.password !== undefined) {
          // Your own current session stays; every other one ends.
          await afterPasswordChange(
            { ...db, kysely: trx },
            target.id,
            self ? request.sessionToken : undefined,
          );
        }
      });
      const updated = await k
        .selectFrom("users")
        .selectAll()
        .where("id", "=", target.id)
        .executeTakeFirstOrThrow();
      if (emailChanged) {
        await sendVerificationMail(ctx, updated, true);
        await sendEmailChangedNotice(ctx, {
          name: target.name,
          oldEmail: target.email,
          newEmail: updated.email,
        });
      }
      return userDto(db, ctx.urls, updated);
    },
  );

  r.put(
    "/api/users/updateMargin/:id",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["account"],
        summary: "Platform admins: set a user's production margin (a multiplier, at least 1)",
        params: idParam,
        body: marginSchema,
        response: { 200: message.extend({ id: z.number(), production_margin: z.number() }) },
      },
    },
    async (request) => {
      const row = await k
        .updateTable("users")
        .set({ production_margin: request.body.production_margin, updated_at: nowIso() })
        .where("id", "=", request.params.id)
        .returning(["id", "production_margin"])
        .executeTakeFirst();
      if (!row) throw notFound();
      return { message: ACCOUNT_MSG.marginUpdated, ...row };
    },
  );

  r.put(
    "/api/users/deactivate",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary: "Deactivate your own account: it can no longer sign in and every session ends",
        response: { 200: message },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await keepAnAdmin(me);
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ deactivated_at: nowIso(), updated_at: nowIso() })
          .where("id", "=", me.id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", me.id).execute();
      });
      return { message: ACCOUNT_MSG.deactivated };
    },
  );

  r.delete(
    "/api/users/:id",
    {
      config: { access: { self: "params.id" } },
      schema: {
        tags: ["account"],
        summary: "Delete an account (self or admin); refused with 409 while the user owns stores",
        params: idParam,
        response: { 200: message },
      },
    },
    async (request) => {
      const target = await editableUser(request.params.id);
      const owned = await k
        .selectFrom("websites")
        .select("id")
        .where("user_id", "=", target.id)
        .limit(1)
        .executeTakeFirst();
      if (owned) throw new HttpError(409, ACCOUNT_MSG.ownsStores);
      await keepAnAdmin(target);
      const forms = await k.selectFrom("tax_forms").select("file").where("user_id", "=", target.id).execute();
      // Sessions, tokens, memberships, notifications and tax forms go with the user (ON DELETE CASCADE).
      await k.deleteFrom("users").where("id", "=", target.id).execute();
      const files = [...forms.map((f) => f.file), ...(ownStoredKey(target.avatar) ? [target.avatar] : [])];
      await Promise.all(files.map((key) => ctx.storage.delete(key)));
      return { message: ACCOUNT_MSG.deleted };
    },
  );

  r.get(
    "/api/langs",
    {
      config: { access: "public" },
      schema: {
        tags: ["account"],
        summary: "The interface languages for the language switcher",
        response: { 200: z.array(z.object({ code: z.string(), name: z.string(), flag: z.string() })) },
      },
    },
    async () => [...LANGS],
  );

  await avatarRoutes(app, ctx, editableUser);
  await taxFormRoutes(app, ctx);
  await mailRoutes(app, ctx);
}
