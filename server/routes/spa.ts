import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppContext } from "../context.js";

/**
 * The built SPA under /app/ in history mode: real files from dist/, every other /app/ path gets
 * index.html so deep links work. Hashed assets are cached for a year, index.html never.
 */
export async function spaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.spaDir;
  const indexFile = resolve(root, "index.html");
  app.get("/", { config: { public: true }, schema: { hide: true } }, (_request, reply) => reply.redirect("/app/"));
  if (!existsSync(indexFile)) {
    app.get("/app/*", { config: { public: true }, schema: { hide: true } }, (_request, reply) =>
      reply.code(503).type("text/plain").send("The SPA is not built yet: run `npm run build` (npm start does it)."),
    );
    return;
  }
  const index = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root,
    prefix: "/app/",
    wildcard: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type("text/html").header("cache-control", "no-cache").send(index);
  app.get("/app", { config: { public: true }, schema: { hide: true } }, (_request, reply) => reply.redirect("/app/"));
  app.get("/app/", { config: { public: true }, schema: { hide: true } }, sendIndex);
  app.get("/app/*", { config: { public: true }, schema: { hide: true } }, sendIndex);
}
