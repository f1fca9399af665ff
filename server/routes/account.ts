import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { userDto } from "../services/users/dto.js";
import { avatarRoutes } from "./account/avatar.js";
import { mailRoutes } from "./account/mails.js";
import { taxFormRoutes } from "./account/tax-forms.js";
import { ACCOUNT_MSG, LANGS, marginSchema, userUpdateSchema } from "../../domain/account.js";
import {
  deactivateOwnAccount,
  deleteAccount,
  setProductionMargin,
  updateAccount,
} from "../services/users/account.js";
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
      const updated = await updateAccount(ctx, {
        actor: currentUser(request),
        targetId: request.params.id,
        changes: request.body,
        sessionToken: request.sessionToken,
      });
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
      const row = await setProductionMargin(k, request.params.id, request.body.production_margin);
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
      await deactivateOwnAccount(k, currentUser(request));
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
      await deleteAccount(ctx, request.params.id);
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

  await avatarRoutes(app, ctx);
  await taxFormRoutes(app, ctx);
  await mailRoutes(app, ctx);
}
