import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "../context.js";
import { forbidden, notFound } from "../errors.js";
import { isSafeKey, publicKey } from "../services/storage.js";

const MIME: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  csv: "text/csv",
};

/**
 * The wildcard of a /files/... path: the router has already decoded it once, and it is used as
 * it is. Decoding it again would let "%252e%252e%252f" become "../".
 */
function wildcard(request: FastifyRequest): string {
  return (request.params as { "*": string })["*"];
}

/**
 * Serves stored files: keys under public/ by path, every other key only with a valid signature
 * of exactly that key. A key that is not a safe key answers the plain 404, not saying why.
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const send = async (reply: FastifyReply, key: string, cache: string) => {
    const body = await ctx.storage.get(key);
    if (!body) throw notFound();
    const ext = key.split(".").pop()?.toLowerCase() ?? "";
    return reply
      .header("content-type", MIME[ext] ?? "application/octet-stream")
      .header("cache-control", cache)
      .header("x-content-type-options", "nosniff")
      .send(body);
  };

  r.get(
    "/files/public/*",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const key = publicKey(wildcard(request));
      if (!key) throw notFound();
      return send(reply, key, "public, max-age=86400");
    },
  );

  r.get(
    "/files/signed/*",
    {
      config: { access: "public" },
      schema: { hide: true, querystring: z.object({ expires: z.coerce.number(), signature: z.string() }) },
    },
    async (request, reply) => {
      const key = wildcard(request);
      if (!isSafeKey(key)) throw notFound();
      if (!ctx.urls.verify(key, request.query.expires, request.query.signature)) throw forbidden();
      return send(reply, key, "private, max-age=3600");
    },
  );
}
