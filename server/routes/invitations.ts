import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { invitationAnswerRoutes } from "./invitations/answer.js";
import { invitationCodeRoutes } from "./invitations/codes.js";
import { invitationCodeListRoutes } from "./invitations/code-list.js";
import { invitationManageRoutes } from "./invitations/manage.js";
import { invitationReadRoutes } from "./invitations/read.js";
import { invitationRequestAdminRoutes } from "./invitations/requests.js";

/**
 * Invitations, levels and permissions, the invitation half: managing invitations,
 * answering them, invitation codes and the handling of invitation requests. Split by meaning
 * under ./invitations/.
 */
export async function invitationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await invitationManageRoutes(app, ctx);
  await invitationReadRoutes(app, ctx);
  await invitationAnswerRoutes(app, ctx);
  await invitationCodeRoutes(app, ctx);
  await invitationCodeListRoutes(app, ctx);
  await invitationRequestAdminRoutes(app, ctx);
}
