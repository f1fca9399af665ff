import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser } from "../auth/guard.js";
import { notifyUsers } from "../services/notifications/send.js";
import { createNotificationSchema, NOTIFICATION_MSG } from "../../domain/notifications.js";
import { idParam } from "../http/params.js";
import { markNotificationInput } from "../services/notifications/own.js";
import {
  clearOwnNotification,
  listOwnNotifications,
  markAllOwnNotificationsSeen,
  markOwnNotification,
} from "../services/notifications/inbox.js";
import { pageQuery } from "../http/paging.js";
import { notificationDto, notificationPageDto } from "../../domain/contracts/notifications.js";

const listQuery = z.object({
  ...pageQuery,
  unseen: z.enum(["0", "1", "true", "false"]).optional(),
});

/** The bell and the /notifications page: always the caller's own notifications, never anyone else's. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      return listOwnNotifications(ctx, user.id, {
        page: request.query.page,
        perPage: request.query.per_page ?? user.page_view,
        onlyUnseen: request.query.unseen === "1" || request.query.unseen === "true",
      });
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
      return markOwnNotification(ctx, currentUser(request).id, request.params.id, request.body?.seen ?? 1);
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
      const updated = await markAllOwnNotificationsSeen(ctx, currentUser(request).id);
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
      return clearOwnNotification(ctx, currentUser(request).id, request.params.id);
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
      const created = await notifyUsers(ctx, request.body);
      return reply.code(201).send({ created });
    },
  );
}
