import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppContext } from "../context.js";
import { parseFrameAncestors, spaSecurityHeaders } from "./spa-headers.js";

/**
 * The built SPA under /app/ in history mode: real files from dist/, every other /app/ path gets
 * index.html so deep links work. Hashed assets are cached for a year; index.html and the
 * service worker are revalidated on every load, so a new build is seen at once.
 */
export async function spaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.spaDir;
  const indexFile = resolve(root, "index.html");
  // Every answer of this scope (index.html, assets, redirects, the not-built text) carries them.
  const headers = spaSecurityHeaders(parseFrameAncestors(ctx.config.spaFrameAncestors));
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
  app.get("/", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect("/app/"),
  );
  if (!existsSync(indexFile)) {
    app.get("/app/*", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
      reply
        .code(503)
        .type("text/plain")
        .send("The SPA is not built yet: run `npm run build` (npm start does it)."),
    );
    return;
  }
  // One route serves every hashed asset, found on disk per request. A route per file (the
  // plugin's `wildcard: false`) was built for each of the build's ~750 files at every start, a
  // tenth of the cold start, and missed the new files of a rebuild made while the server runs.
  await app.register(fastifyStatic, {
    root: resolve(root, "assets"),
    prefix: "/app/assets/",
    index: false,
    // The build writes a .br and a .gz copy next to each hashed asset; the copy the browser
    // accepts is sent (Content-Encoding, Vary: Accept-Encoding), the plain file otherwise.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  // The few files beside index.html (the service worker, the icon), revalidated on every load.
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name === "index.html") continue;
    app.get(
      `/app/${entry.name}`,
      { config: { access: "public" }, schema: { hide: true } },
      (_request, reply) => reply.sendFile(entry.name, root),
    );
  }
  // Read per request (the OS caches it): a rebuild while the server runs must not leave it
  // pointing at assets that no longer exist.
  const sendIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type("text/html")
      .header("cache-control", "no-cache")
      .send(await readFile(indexFile));
  app.get("/app", { config: { access: "public" }, schema: { hide: true } }, (_request, reply) =>
    reply.redirect("/app/"),
  );
  app.get("/app/", { config: { access: "public" }, schema: { hide: true } }, sendIndex);
  app.get("/app/*", { config: { access: "public" }, schema: { hide: true } }, sendIndex);
}
