import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { HttpError } from "../errors.js";
import { HEALTH_MSG } from "../../domain/health.js";
import { checkReadiness } from "../services/health/readiness.js";

const ok = z.object({ status: z.literal("ok") });

/**
 * Probes for a load balancer or orchestrator: public, never rate-limited, and logged only when
 * something is wrong (a probe every few seconds would otherwise fill the info log).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/healthz",
    {
      config: { access: "public" },
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary: "Liveness: the process is up",
        description:
          "200 while the process runs and its event loop answers. Touches neither the database nor storage, so a " +
          "database outage does not get healthy processes restarted (that is what /readyz is for).",
        response: { 200: ok },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  r.get(
    "/readyz",
    {
      config: { access: "public" },
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers and file storage works",
        description:
          "200 when the database answers a trivial query and a probe file written to storage reads back; " +
          "otherwise 503 naming each failed check in `errors` (`database`, `storage`), so a load balancer " +
          "sends this server no traffic until it is ready. Each check gives up after 3 seconds.",
        response: { 200: ok, 503: z.unknown() },
      },
    },
    async (request) => {
      const readiness = await checkReadiness(ctx);
      const errors: Record<string, string> = {};
      if (readiness.database !== null) errors.database = HEALTH_MSG.databaseDown;
      if (readiness.storage !== null) errors.storage = HEALTH_MSG.storageDown;
      if (Object.keys(errors).length === 0) return { status: "ok" as const };
      request.log.warn({ readiness }, "not ready");
      throw new HttpError(503, HEALTH_MSG.notReady, errors);
    },
  );
}
