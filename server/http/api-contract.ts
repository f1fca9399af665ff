import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { z } from "zod";
import { isPublicRoute } from "./access.js";

/** The one error shape every route answers with, `{ message, errors? }`, as a named component. */
export const errorDto = z
  .object({
    message: z.string(),
    code: z.string().optional().describe("the stable code of a fixed message, to translate by"),
    errors: z.record(z.string(), z.string()).optional().describe("field (dotted path) -> message"),
    codes: z.record(z.string(), z.string()).optional().describe("field (dotted path) -> code of its message"),
    current: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "a save refused as stale (409): the record as it is now, in its read's shape, with its version",
      ),
  })
  .meta({ id: "Error" });

const ERROR_TEXT: Record<number, string> = {
  400: "Malformed path, query string or JSON",
  401: "No valid session",
  403: "The caller lacks the permission",
  404: "Not found, or in a store the caller cannot open",
  405: "This write is not done through this path; the entity's own route does it",
  409: "Conflicts with the record's state or another record",
  413: "Body or file too large",
  415: "Unsupported content type",
  422: "Invalid input, with field errors",
  429: "Too many requests",
  500: "Unexpected server error (never for bad input)",
  502: "The payment provider or another outside service failed",
  503: "Not ready: a check (database, storage) failed",
};

/** Errors are JSON even where the route's success is a CSV or a page. */
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorDto } },
});

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Schema = FastifySchema & {
  operationId?: string;
  security?: unknown[];
  hide?: boolean;
  response?: Record<string, unknown>;
};

/** A stable operationId from the method and path: GET /api/websites/:id/settings -> getApiWebsitesIdSettings. */
export function operationId(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join("");
}

/** The error statuses any route of this kind can answer through the shared error handler. */
function errorStatuses(methods: readonly string[], isPublic: boolean): number[] {
  const statuses = [400, 404, 422, 500];
  if (!isPublic) statuses.push(401, 403);
  if (methods.some((m) => WRITES.has(m))) statuses.push(409, 413, 415);
  // Public routes are the ones rate-limited per address (login, checkout, contact form...).
  if (isPublic) statuses.push(429);
  return statuses;
}

/**
 * Makes every route's schema a contract: an operationId, `security: []` on public routes, and
 * every error status it can answer declared with the error schema. Registered before the routes,
 * so no route can be added without it.
 */
export function declareApiContract(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    if (methods.every((m) => m === "HEAD")) return;
    const schema: Schema = (route.schema ??= {}) as Schema;
    // A catch-all path (`*`) is no operation a client can name: files and nested storefront pages
    // are served by it, and their own documented routes describe them.
    if (route.url.includes("*")) schema.hide = true;
    if (schema.hide) return;
    const isPublic = isPublicRoute(route.config);
    schema.operationId ??= operationId(methods.find((m) => m !== "HEAD") ?? "GET", route.url);
    if (isPublic) schema.security ??= [];
    const response = (schema.response ??= {});
    // A route without a declared success answers 200 with its own JSON.
    if (!Object.keys(response).some((code) => code.startsWith("2") || code.startsWith("3")))
      response["200"] = z.unknown().describe("OK");
    // Every error is the shared shape: a route's own declaration (e.g. a 502 from the payment
    // provider) keeps its status, and the schema is the one named component.
    for (const code of Object.keys(response)) {
      if (Number(code) >= 400) response[code] = errorResponse(ERROR_TEXT[Number(code)] ?? "Error");
    }
    for (const status of errorStatuses(methods, isPublic)) {
      response[String(status)] ??= errorResponse(ERROR_TEXT[status]!);
    }
  });
}

/** Whether a route's schema declares a status (exactly, by class as "4XX", or as default). */
export function declaresStatus(response: Record<string, unknown> | undefined, status: number): boolean {
  if (!response) return status === 200;
  const code = String(status);
  return code in response || `${code[0]}XX` in response || "default" in response;
}

/**
 * For test runs: a response whose status its route does not declare becomes a 500 naming it, so
 * the document cannot drift from what the server really answers.
 */
export function failUndeclaredStatuses(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const schema = request.routeOptions.schema as Schema | undefined;
    if (!request.routeOptions.url || !schema || schema.hide) return payload;
    if (declaresStatus(schema.response, reply.statusCode)) return payload;
    const message = `Undeclared response status ${reply.statusCode} for ${request.method} ${request.routeOptions.url}`;
    request.log.error(message);
    reply.code(500).header("content-type", "application/json; charset=utf-8");
    return JSON.stringify({ message });
  });
}

/**
 * @fastify/swagger's component step, keeping only the components some operation uses (the zod
 * registry lists an input and an output variant of every named schema).
 */
export function withUsedComponents<T extends object>(doc: T): T {
  const { components, ...rest } = doc as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return doc;
  const text = (value: unknown) => JSON.stringify(value);
  const used = new Set<string>();
  let frontier = [text(rest)];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const chunk of frontier) {
      for (const match of chunk.matchAll(/#\/components\/schemas\/([^"]+)"/g)) {
        const name = match[1]!;
        if (!used.has(name) && name in schemas) {
          used.add(name);
          next.push(text(schemas[name]));
        }
      }
    }
    frontier = next;
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } } as T;
}
