import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser, isAdminRequest } from "../auth/guard.js";
import { invalid, notFound } from "../errors.js";
import { MSG } from "../../domain/messages.js";
import {
  createLevelSchema,
  expandPermissions,
  INVITATION_MSG,
  levelInvitationSchema,
  levelUserSchema,
  levelUsersSchema,
} from "../../domain/invitations.js";
import { levelDto, teamMessageResponse } from "../../domain/contracts/store-team.js";
import { assertAssignable, insertInvitations, mailInvitations } from "../services/invitations/issue.js";
import { manageStoreOf } from "./invitations/rights.js";
import { alsoGrantedStore, grantedStore } from "../http/access.js";
import { storeMembers, teamOf } from "../services/team/members.js";
import { idParam, storeQuery } from "../http/params.js";
import {
  addLevelUsers,
  createLevel,
  deleteLevel,
  loadLevel as loadLevelRow,
} from "../services/levels/writes.js";

const tags = ["levels"];

/**
 * Access levels: named groups of users in a store, managed with the
 * store's settings (edit_settings). A level's users can be invited to a store in one call.
 */
export async function levelRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The store of the level named in the body; another store's level answers like a missing one. */
  const ofLevel = manageStoreOf({ record: "levels", at: "body.level_id" }, MSG.notFound);

  const levelsOf = async (websiteId: number, onlyId?: number) => {
    let query = k
      .selectFrom("levels")
      .select(["id", "website_id", "name", "created_at"])
      .where("website_id", "=", websiteId);
    if (onlyId !== undefined) query = query.where("id", "=", onlyId);
    const levels = await query.orderBy("name").orderBy("id").execute();
    if (levels.length === 0) return [];
    const users = await k
      .selectFrom("level_users")
      .innerJoin("users", "users.id", "level_users.user_id")
      .select(["level_users.level_id", "users.id", "users.name", "users.email"])
      .where(
        "level_users.level_id",
        "in",
        levels.map((l) => l.id),
      )
      .orderBy("users.name")
      .orderBy("users.id")
      .execute();
    return levels.map((level) => {
      const mine = users
        .filter((u) => u.level_id === level.id)
        .map(({ id, name, email }) => ({ id, name, email }));
      return { ...level, users_count: mine.length, users: mine };
    });
  };

  const oneLevel = async (websiteId: number, id: number) => {
    const [level] = await levelsOf(websiteId, id);
    if (!level) throw notFound();
    return level;
  };

  const loadLevel = (id: number) => loadLevelRow(k, id);

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
    async (request) => levelsOf(grantedStore(request).website.id),
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
      const row = await createLevel(k, website.id, request.body.name);
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
      const level = await loadLevel(request.body.level_id);
      const { website } = grantedStore(request);
      const ids = [...new Set(request.body.user_ids)];
      // Only people the manager already works with: user ids are not a directory of the platform.
      let allowed: Set<number>;
      if (isAdminRequest(request)) {
        const found = await k.selectFrom("users").select("id").where("id", "in", ids).execute();
        allowed = new Set(found.map((u) => u.id));
      } else {
        const members = (await storeMembers(k, website.id)).map((m) => m.user_id);
        const colleagues =
          website.company_id === null
            ? []
            : await k
                .selectFrom("users")
                .select("id")
                .where("company_id", "=", website.company_id)
                .where("id", "in", ids)
                .execute();
        allowed = new Set([...members, ...colleagues.map((c) => c.id)]);
      }
      if (ids.some((id) => !allowed.has(id))) throw invalid({ user_ids: INVITATION_MSG.unknownUsers });
      const added = await addLevelUsers(k, level, ids);
      return { ...(await oneLevel(website.id, level.id)), added };
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
      const level = await loadLevel(request.body.level_id);
      const { website } = grantedStore(request);
      const user = await k
        .selectFrom("users")
        .select("id")
        .where("email", "=", request.body.email)
        .executeTakeFirst();
      if (!user) throw invalid({ email: INVITATION_MSG.noAccount });
      const added = await addLevelUsers(k, level, [user.id]);
      return { ...(await oneLevel(website.id, level.id)), added };
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
      const user = currentUser(request);
      const body = request.body;
      const level = await loadLevel(body.level_id);
      const invitedTo = alsoGrantedStore(request);
      if (!invitedTo) throw new Error("the schema requires website_id");
      const { website, access } = invitedTo;
      const permissions = expandPermissions(body.permissions);
      const storeOwner = body.store_owner ?? 0;
      assertAssignable(access, body.company_role, permissions, storeOwner === 1);
      const people = await k
        .selectFrom("level_users")
        .innerJoin("users", "users.id", "level_users.user_id")
        .select("users.email")
        .where("level_users.level_id", "=", level.id)
        .where("users.deactivated_at", "is", null)
        .execute();
      const inputs = people.map((p) => ({
        email: p.email,
        company_role: body.company_role,
        store_owner: storeOwner,
        permissions,
      }));
      const { issued, skipped } = await k
        .transaction()
        .execute((trx) => insertInvitations(trx, website, user.id, inputs, { skipTaken: true }));
      await mailInvitations(ctx, website.name, user.name, issued);
      return reply.code(201).send({
        message: INVITATION_MSG.levelInvited,
        created: issued.map((i) => i.id),
        skipped,
        ...(await teamOf(k, website.id)),
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
      await deleteLevel(k, request.params.id);
      return { message: INVITATION_MSG.levelDeleted };
    },
  );
}
