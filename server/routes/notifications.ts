import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { invalid } from "../errors.js";
import { markAllNotificationsSeen, sendAdminNotification } from "../services/notifications/send.js";
import { createNotificationSchema, NOTIFICATION_MSG } from "../../domain/notifications.js";
import { idParam } from "../http/params.js";
import {
  clearNotification,
  markNotification,
  markNotificationInput,
  NOTIFICATION_COLUMNS,
  unseenCount as countUnseen,
} from "../services/notifications/own.js";
import { fetchPage, pageQuery } from "../http/paging.js";
import { notificationDto, notificationPageDto } from "../../domain/contracts/notifications.js";
import { countRows } from "../db/count.js";

const listQuery = z.object({
  ...pageQuery,
  unseen: z.enum(["0", "1", "true", "false"]).optional(),
});
const COLUMNS = NOTIFICATION_COLUMNS;

/** The bell and the /notifications page: always the caller's own notifications, never anyone else's. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const unseenCount = (userId: number) => countUnseen(k, userId);

  r.get(
    "/api/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary: "The caller's notifications, newest first (unseen=1: only unread), with the unread count",
        querystring: listQuery,
        response: {
          200: notificationPageDto,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page } = request.query;
      const perPage = request.query.per_page ?? user.page_view;
      const onlyUnseen = request.query.unseen === "1" || request.query.unseen === "true";
      let base = k.selectFrom("notifications").where("user_id", "=", user.id);
      if (onlyUnseen) base = base.where("seen", "=", 0);
      const [list, unseen] = await Promise.all([
        fetchPage(
          page,
          perPage,
          (limit, offset) =>
            base
              .select(COLUMNS)
              .orderBy("created_at", "desc")
              .orderBy("id", "desc")
              .limit(limit)
              .offset(offset)
              .execute(),
          () => countRows(base),
        ),
        unseenCount(user.id),
      ]);
      return { ...list, unseen };
    },
  );

  // The spec's mark-as-read path is "not shown"; PUT on the notification is the RESTful one.
  r.put(
    "/api/notifications/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary:
          "Mark one of the caller's notifications as read ({seen: 1}, the default) or unread ({seen: 0})",
        params: idParam,
        body: markNotificationInput,
        response: { 200: notificationDto.extend({ unseen: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await markNotification(k, user.id, request.params.id, request.body?.seen ?? 1);
      return { ...row, unseen: await unseenCount(user.id) };
    },
  );

  r.post(
    "/api/notifications/clear",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary: "Mark all of the caller's notifications as read",
        response: { 200: z.object({ message: z.string(), updated: z.number(), unseen: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await markAllNotificationsSeen(k, user.id);
      return { message: NOTIFICATION_MSG.allSeen, updated, unseen: 0 };
    },
  );

  r.post(
    "/api/notifications/clear/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary: "Delete one of the caller's notifications",
        params: idParam,
        response: { 200: z.object({ id: z.number(), unseen: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await clearNotification(k, user.id, request.params.id);
      return { id: request.params.id, unseen: await unseenCount(user.id) };
    },
  );

  r.post(
    "/api/notifications",
    {
      config: { access: "platform-admin" },
      schema: {
        tags: ["notifications"],
        summary:
          "Platform admins: send a plain-text notification to chosen users (user_ids) or to everyone (all: true)",
        body: createNotificationSchema,
        response: { 201: z.object({ created: z.number() }) },
      },
    },
    async (request, reply) => {
      const { content, user_ids, all, website_id } = request.body;
      const websiteId = website_id ?? null;
      if (all) {
        const created = await sendAdminNotification(k, { to: "all", websiteId, content });
        return reply.code(201).send({ created });
      }
      const ids = [...new Set(user_ids ?? [])];
      const found = await k
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("id", "in", ids)
        .executeTakeFirstOrThrow();
      if (Number(found.n) !== ids.length) throw invalid({ user_ids: NOTIFICATION_MSG.unknownUsers });
      const created = await sendAdminNotification(k, { to: ids, websiteId, content });
      return reply.code(201).send({ created });
    },
  );
}
