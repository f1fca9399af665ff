import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/types.js";
import type { User, Website } from "../db/schema.js";
import { forbidden, notFound, unauthorized } from "../errors.js";
import { isMember, type StoreAccess } from "../../domain/permissions.js";
import { holdsRight, type Right } from "../../domain/resource-rights.js";
import { MSG } from "../../domain/messages.js";
import { findSession } from "./tokens.js";
import { runAs } from "../services/activity/actor.js";
import { isPublicRoute } from "../http/access.js";
import { isPlatformAdmin, loadMemberships, loadStoreAccess } from "./access.js";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
    /** The bearer token as sent, for logout. */
    sessionToken: string | null;
    membershipsCache: Map<number, StoreAccess> | null;
    /** The platform admin acting for the user through "log in as", or null. */
    actingAdminId: number | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Every /api route needs a valid session unless it declares `config: { access: "public" }`: the
 * safe default, so a new route cannot forget the check.
 */
export const sessionGuard = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("membershipsCache", null);
  app.decorateRequest("actingAdminId", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = bearer(request);
    if (token) {
      const session = await findSession(options.db, token);
      request.user = session?.user ?? null;
      request.actingAdminId = session?.actingAdminId ?? null;
      request.sessionToken = session ? token : null;
    }
    if (!request.user && !isPublicRoute(request.routeOptions.config)) throw unauthorized();
  });
  // The handler and every service it calls run as the caller, so each write's activity event
  // names them. Entered last before the handler: body parsing leaves the request's async context.
  app.addHook("preHandler", (request, _reply, done) => {
    runAs(
      { userId: request.user?.id ?? null, actingAdminId: request.actingAdminId, requestId: request.id },
      done,
    );
  });
});

export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function isAdminRequest(request: FastifyRequest): boolean {
  return request.user !== null && isPlatformAdmin(request.user);
}

/** The active store chosen in the SPA (X-Website-Id), or null. Never a source of rights. */
export function activeWebsiteId(request: FastifyRequest): number | null {
  const raw = request.headers["x-website-id"];
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export async function memberships(db: Db, request: FastifyRequest): Promise<Map<number, StoreAccess>> {
  request.membershipsCache ??= await loadMemberships(db, currentUser(request));
  return request.membershipsCache;
}

/**
 * Loads a store the caller may open and checks one permission there. A store the caller does
 * not belong to answers 404 exactly like a missing one, so ids cannot be probed.
 */
export async function requireStore(
  db: Db,
  request: FastifyRequest,
  websiteId: number,
  right: Right | null,
  missing: string = MSG.websiteNotFound,
): Promise<{ website: Website; access: StoreAccess }> {
  const found = await loadStoreAccess(db, currentUser(request), websiteId);
  if (!found || !isMember(found.access)) throw notFound(missing);
  if (right && !holdsRight(found.access, right)) throw forbidden();
  return found;
}

export function requireAdmin(request: FastifyRequest): User {
  const user = currentUser(request);
  if (!isPlatformAdmin(user)) throw forbidden();
  return user;
}
