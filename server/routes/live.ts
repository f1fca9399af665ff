import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import type { RouteAccess, StorePlace } from "../http/access.js";
import { idParam } from "../http/params.js";
import { LiveHub } from "../live/hub.js";
import { RESOURCE_RIGHTS } from "../../domain/resource-rights.js";
import {
  livePresenceDto,
  PRESENCE_ENTITIES,
  presenceBody,
  type PresenceEntity,
} from "../../domain/contracts/live.js";

/**
 * A record's presence may be announced and heard by those who may list or read it in its store
 * (a store is its own; a platform category, with no store, by platform admins); a user account,
 * which belongs to no store, by platform admins.
 */
function presenceAccess(entity: PresenceEntity): RouteAccess {
  if (entity === "User") return "platform-admin";
  const rights = RESOURCE_RIGHTS[entity];
  const from: StorePlace = entity === "Website" ? "params.id" : { record: PRESENCE_ENTITIES[entity] };
  return { right: [rights.list, rights.read], from };
}

/**
 * GET /api/live: the signed-in tab's stream of changes and presence (text/event-stream, read with
 * fetch since it needs the Authorization header); POST/DELETE /api/live/presence/{records}/:id:
 * an edit screen is open on a record, or left it.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hub = new LiveHub(ctx.db, ctx.events, (error) => app.log.error(error, "live stream"));
  // Open streams never end on their own: they are ended before the server waits for its requests.
  app.addHook("preClose", async () => hub.close());

  r.get(
    "/api/live",
    {
      // The stream carries only what the caller may see, checked per event against their stores.
      config: { access: "signed-in" },
      schema: {
        tags: ["live"],
        summary:
          "The caller's live stream (text/event-stream): `changed` {entity, id, website_id, action, user_id, user_name} for each write in a store where the caller may browse that record, `presence` {entity, id, users} when someone else opens or leaves a record, a comment every 20 s",
        produces: ["text/event-stream"],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const stream = await hub.open(user, request.sessionToken ?? "");
      request.raw.on("close", () => stream.end());
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-cache, no-transform")
        .header("x-accel-buffering", "no")
        .send(stream);
    },
  );

  for (const entity of Object.keys(PRESENCE_ENTITIES) as PresenceEntity[]) {
    const path = `/api/live/presence/${PRESENCE_ENTITIES[entity]}/:id`;
    const announce = async (
      id: number,
      tab: string,
      here: boolean,
      userId: number,
      userName: string,
      websiteId: number | null,
    ) => hub.presence.announce({ entity, id, websiteId, userId, userName, tab, here });

    r.post(
      path,
      {
        config: { access: presenceAccess(entity) },
        schema: {
          tags: ["live"],
          summary: `The caller has this ${entity} open (again every 15 s, else forgotten after 40 s); answers who else has it open`,
          params: idParam,
          body: presenceBody,
          response: { 200: livePresenceDto },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const websiteId = request.granted?.website.id ?? null;
        await announce(request.params.id, request.body.tab, true, user.id, user.name, websiteId);
        return hub.presenceFor(user, { entity, id: request.params.id, websiteId });
      },
    );

    r.delete(
      path,
      {
        config: { access: presenceAccess(entity) },
        schema: {
          tags: ["live"],
          summary: `The caller left this ${entity}'s screen`,
          params: idParam,
          querystring: presenceBody,
          response: { 204: z.null().describe("Left") },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const websiteId = request.granted?.website.id ?? null;
        await announce(request.params.id, request.query.tab, false, user.id, user.name, websiteId);
        return reply.code(204).send(null);
      },
    );
  }
}
