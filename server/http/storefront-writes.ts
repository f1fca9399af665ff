import type { FastifyInstance } from "fastify";
import { BY_MODEL } from "./access.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route changes what the store's public pages show: after it succeeds, the rendered
     * pages of the store it acted on (its access declaration's store) are dropped.
     */
    changesStorefront?: true;
  }
}

/** Drops one store's rendered public pages (on every app server). */
export type DropStorefront = (websiteId: number) => Promise<void>;

/**
 * Drops a store's rendered pages after each successful write that declares it changes them, once,
 * here, rather than by a call in each handler. It runs before the answer is sent, so the next page
 * view after a save already sees it on this server. The HTTP kit knows no storefront: the app
 * hands it the drop.
 */
export function dropStorefrontAfterWrites(app: FastifyInstance, drop: DropStorefront): void {
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    const namesStore =
      (typeof access === "object" && ("from" in access || "records" in access)) || access === BY_MODEL;
    if (route.config?.changesStorefront && !namesStore)
      throw new Error(`${String(route.method)} ${route.url} changes a storefront but declares no store rule`);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.routeOptions.config.changesStorefront || reply.statusCode >= 400) return payload;
    // A bulk action drops the pages of every store its records belong to.
    if (Array.isArray(request.grantedStores) && "records" in Object(request.routeOptions.config.access)) {
      for (const websiteId of request.grantedStores) await drop(websiteId);
      return payload;
    }
    // A write on the platform's own records (a store rule resolved to no store, or a BREAD record of
    // no store) drops no store's pages.
    if (!request.granted) return payload;
    await drop(request.granted.website.id);
    return payload;
  });
}
