import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { appInfoRoutes } from "./app-info.js";
import { authRoutes } from "./auth.js";
import { breadRoutes } from "./bread/routes.js";
import { fileRoutes } from "./files.js";
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
  spaRoutes,
];
