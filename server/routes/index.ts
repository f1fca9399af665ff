import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { accountRoutes } from "./account.js";
import { appInfoRoutes } from "./app-info.js";
import { authRoutes } from "./auth.js";
import { breadRoutes } from "./bread/routes.js";
import { contactRoutes } from "./contacts.js";
import { dashboardRoutes } from "./dashboard.js";
import { fileRoutes } from "./files.js";
import { invitationRequestRoutes } from "./invitation-requests.js";
import { notificationRoutes } from "./notifications.js";
import { progressRoutes } from "./progress.js";
import { spaRoutes } from "./spa.js";
import { websiteRoutes } from "./websites.js";

type RouteFile = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every route file, one per spec area. The SPA catch-all stays last. */
export const ROUTE_FILES: readonly RouteFile[] = [
  authRoutes,
  appInfoRoutes,
  websiteRoutes,
  breadRoutes,
  fileRoutes,
  invitationRequestRoutes,
  notificationRoutes,
  contactRoutes,
  dashboardRoutes,
  accountRoutes,
  progressRoutes,
  spaRoutes,
];
