import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { AppContext } from "./context.js";
import type { Db } from "./db/types.js";
import { registerErrorHandler } from "./errors.js";
import { refuseNulCharacters } from "./http/input-guard.js";
import { closeAfterUnreadBody } from "./http/close-unread-body.js";
import { closeConnectionsOnShutdown } from "./http/close-on-shutdown.js";
import { withBreadModels } from "./routes/bread/openapi.js";
import { MODELS } from "./routes/bread/models/index.js";
import { declareApiContract, failUndeclaredStatuses, withUsedComponents } from "./http/api-contract.js";
import { sessionGuard } from "./auth/guard.js";
import { Mailer } from "./services/mail.js";
import { FileUrls, type Storage } from "./services/storage.js";
import { storageFromConfig } from "./services/storage-from-config.js";
import { ROUTE_FILES } from "./routes/index.js";
import { healthRoutes } from "./routes/health.js";
import { declareAccess } from "./http/access.js";
import { dropStorefrontAfterWrites } from "./http/storefront-writes.js";
import { invalidateStorefront } from "./storefront/cache.js";
import { openEventBus } from "./events/index.js";
import { wakeLiveAfterWrites } from "./live/wake.js";
import { startJobWorker } from "./jobs/handlers.js";
import { MAX_UPLOAD_BYTES } from "../domain/upload-limits.js";

/** The signing key for file URLs: APP_SECRET, or one generated once per data directory. */
function appSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = resolve(config.dataDir, ".app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or a client's trace id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The request's id: the caller's X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export interface BuildOptions {
  /** Where the JSON log lines go (standard output unless given). */
  logStream?: { write(line: string): void };
}

/**
 * What the routes and the job handlers are given, for an app server or a worker process; the event
 * bus in it is open until `ctx.events.close()`.
 */
export async function appContext(
  config: Config,
  db: Db,
  storage: Storage | undefined,
  onEventError: (error: unknown) => void,
): Promise<AppContext> {
  const secret = appSecret(config);
  return {
    config,
    db,
    storage: storage ?? storageFromConfig(config),
    urls: new FileUrls(secret),
    secret,
    mailer: new Mailer(db, config.smtpUrl, config.mailFrom),
    events: await openEventBus(config, db, onEventError),
  };
}

export async function buildApp(
  config: Config,
  db: Db,
  storage?: Storage,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // One JSON object a line; every line of a request carries its id as `reqId`.
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // A malformed URL (bad percent-encoding, an overlong parameter) is refused by the router
    // before any route or error handler runs: answer it in the app's {message} shape too.
    frameworkErrors: (error, _request, reply: import("fastify").FastifyReply) =>
      reply.code(error.statusCode ?? 400).send({ message: error.message }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The id goes back on every answer (errors and 429s too), so a report can name its log lines.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const ctx = await appContext(config, db, storage, (error) => app.log.error(error, "event bus"));
  app.addHook("onClose", () => ctx.events.close());

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema proper, so a nullable union is written as one (3.0's `nullable` needs a type).
      openapi: "3.1.0",
      info: {
        title: "Merch Store Back Office API",
        version: "1.0.0",
        license: { name: "Proprietary" },
        description:
          "Every route needs `Authorization: Bearer <token>` unless marked public. Errors are " +
          '`{ "message": string, "errors"?: { field: message } }`. Money is integer cents; timestamps are ISO-8601 UTC.',
      },
      // Relative: the document describes whichever origin serves it.
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the error shape, recursive trees) become named components.
    // Each BREAD model gets its own paths with its record (the one /api/bread/{model} route answers them).
    transformObject: (doc) =>
      withUsedComponents(withBreadModels(jsonSchemaTransformObject(doc), MODELS.values())),
  });
  declareApiContract(app);
  refuseNulCharacters(app);
  closeAfterUnreadBody(app);
  closeConnectionsOnShutdown(app);
  if (config.strictResponseStatuses) failUndeclaredStatuses(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  await app.register(sessionGuard, { db });
  const apiRoutes = declareAccess(app, db);
  dropStorefrontAfterWrites(app, (websiteId) => invalidateStorefront(ctx.events, websiteId));
  wakeLiveAfterWrites(app, ctx.events, (error) => app.log.error(error, "live wake-up"));

  await app.register(async (scope) => healthRoutes(scope, ctx));
  for (const routes of ROUTE_FILES) {
    await app.register(async (scope) => routes(scope, ctx));
  }

  app.get("/api/docs/openapi.json", { config: { access: "public" }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  // WORKERS=0: this server only serves HTTP; its jobs run on other servers or `npm run worker`.
  if (config.workers > 0) {
    const worker = await startJobWorker(ctx, {
      concurrency: config.workers,
      onError: (e) => app.log.error(e),
    });
    app.addHook("onClose", () => worker.stop());
  }
  app.decorate("ctx", ctx);
  app.decorate("apiRoutes", apiRoutes);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /api route as declared, for the check that each one says who may call it. */
    apiRoutes: readonly RouteOptions[];
  }
}
