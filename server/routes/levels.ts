import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser, isAdminRequest } from "../auth/guard.js";
import { MSG } from "../../domain/messages.js";
import {
  createLevelSchema,
  INVITATION_MSG,
  levelInvitationSchema,
  levelUserSchema,
  levelUsersSchema,
} from "../../domain/invitations.js";
import { levelDto, teamMessageResponse } from "../../domain/contracts/store-team.js";
import { manageStoreOf } from "./invitations/rights.js";
import { alsoGrantedStore, grantedStore } from "../http/access.js";
import { teamOf } from "../services/team/members.js";
import { idParam, storeQuery } from "../http/params.js";
import { createLevel, deleteLevel, loadLevel } from "../services/levels/writes.js";
import { levelsOf, oneLevel } from "../services/levels/reads.js";
import { addUsersToLevel, addUserToLevelByEmail } from "../services/levels/members.js";
import { inviteLevel } from "../services/levels/invite.js";

const tags = ["levels"];

/**
 * Access levels: named groups of users in a store, managed with the
 * store's settings (edit_settings). A level's users can be invited to a store in one call.
 */
export async function levelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The store of the level named in the body; another store's level answers like a missing one. */
  const ofLevel = manageStoreOf({ record: "levels", at: "body.level_id" }, MSG.notFound);

  r.get(
    "/api/levels",
    {
      config: { access: manageStoreOf(["query.website_id", "active"]) },
      schema: {
        tags,
        summary:
          "A store's access levels with their users and user counts (website_id or X-Website-Id; edit_settings)",
        querystring: storeQuery,
        response: { 200: z.array(levelDto) },
      },
    },
    async (request) => levelsOf(ctx, grantedStore(request).website.id),
  );

  r.post(
    "/api/create/level",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary: "Create an access level in a store",
        body: createLevelSchema,
        response: { 201: levelDto },
      },
    },
    async (request, reply) => {
      const { website } = grantedStore(request);
      const row = await createLevel(ctx, website.id, request.body.name);
      return reply.code(201).send({ ...row, users_count: 0, users: [] });
    },
  );

  r.post(
    "/api/users/level",
    {
      config: { access: ofLevel },
      schema: {
        tags,
        summary:
          "Add users (ids) to a level, skipping those already in it. Non-admins add members of the level's store or of its company.",
        body: levelUsersSchema,
        response: { 200: levelDto.extend({ added: z.number() }) },
      },
    },
    async (request) => {
      const level = await loadLevel(ctx, request.body.level_id);
      const { website } = grantedStore(request);
      const added = await addUsersToLevel(
        ctx,
        level,
        website,
        request.body.user_ids,
        isAdminRequest(request),
      );
      return { ...(await oneLevel(ctx, website.id, level.id)), added };
    },
  );

  r.post(
    "/api/create/user/level",
    {
      config: { access: ofLevel },
      schema: {
        tags,
        summary: "Add one specific user to a level by email address, only if not already present",
        body: levelUserSchema,
        response: { 200: levelDto.extend({ added: z.number() }) },
      },
    },
    async (request) => {
      const level = await loadLevel(ctx, request.body.level_id);
      const { website } = grantedStore(request);
      const added = await addUserToLevelByEmail(ctx, level, request.body.email);
      return { ...(await oneLevel(ctx, website.id, level.id)), added };
    },
  );

  r.post(
    "/api/send/invitation/level",
    {
      // The store invited to may be another one the caller manages as well.
      config: { access: { ...ofLevel, also: { right: "edit_settings", from: "body.website_id" } } },
      schema: {
        tags,
        summary:
          "Invite every user of a level to a store (website_id, may be another store the caller manages) with one role and permission set; members and already-invited users are skipped",
        body: levelInvitationSchema,
        response: {
          201: teamMessageResponse.extend({ created: z.array(z.number()), skipped: z.array(z.string()) }),
        },
      },
    },
    async (request, reply) => {
      const level = await loadLevel(ctx, request.body.level_id);
      const invitedTo = alsoGrantedStore(request);
      if (!invitedTo) throw new Error("the schema requires website_id");
      const { website, access } = invitedTo;
      const { created, skipped } = await inviteLevel(
        ctx,
        level.id,
        website,
        access,
        currentUser(request),
        request.body,
      );
      return reply.code(201).send({
        message: INVITATION_MSG.levelInvited,
        created,
        skipped,
        ...(await teamOf(ctx, website.id)),
      });
    },
  );

  r.delete(
    "/api/delete/level/:id",
    {
      config: { access: manageStoreOf({ record: "levels" }, MSG.notFound) },
      schema: {
        tags,
        summary: "Delete an access level (its users keep their accounts)",
        params: idParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteLevel(ctx, request.params.id);
      return { message: INVITATION_MSG.levelDeleted };
    },
  );
}
