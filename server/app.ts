import { randomBytes } from "node:crypto";
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
import { declareApiContract, failUndeclaredStatuses, withUsedComponents } from "./http/api-contract.js";
import { sessionGuard } from "./auth/guard.js";
import { Mailer } from "./services/mail.js";
import { FileUrls, LocalStorage, type Storage } from "./services/storage.js";
import { ROUTE_FILES } from "./routes/index.js";
import { declareAccess } from "./http/access.js";
import { dropStorefrontAfterWrites } from "./http/storefront-writes.js";
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

/** What the routes and the job handlers are given, for an app server or a worker process. */
export function appContext(config: Config, db: Db, storage?: Storage): AppContext {
  const secret = appSecret(config);
  return {
    config,
    db,
    storage: storage ?? new LocalStorage(config.uploadDir),
    urls: new FileUrls(secret),
    secret,
    mailer: new Mailer(db, config.smtpUrl, config.mailFrom),
  };
}

export async function buildApp(config: Config, db: Db, storage?: Storage): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
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

  const ctx = appContext(config, db, storage);

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
    transformObject: (doc) => withUsedComponents(jsonSchemaTransformObject(doc)),
  });
  declareApiContract(app);
  refuseNulCharacters(app);
  closeAfterUnreadBody(app);
  if (config.strictResponseStatuses) failUndeclaredStatuses(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20 } });
  await app.register(sessionGuard, { db });
  const apiRoutes = declareAccess(app, db);
  dropStorefrontAfterWrites(app);

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
