import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RouteOptions } from "fastify";
import { z } from "zod";
import type { RouteAccess, StorePlace } from "../../server/http/access.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const label = (r: RouteOptions) => `${String(r.method)} ${r.url}`;

const listOf = (from: StorePlace | readonly StorePlace[]): StorePlace[] =>
  typeof from === "string" || !Array.isArray(from) ? [from as StorePlace] : [...from];

function places(rule: RouteAccess): StorePlace[] {
  if (typeof rule === "string") return [];
  if ("self" in rule) return [rule.self];
  if ("records" in rule) return [rule.at];
  if ("addressee" in rule) return [];
  if ("either" in rule) return rule.either.flatMap(places);
  if ("when" in rule) return [rule.when, ...places(rule.then), ...places(rule.otherwise)];
  if ("stores" in rule) return listOf(rule.stores);
  return [...listOf(rule.from), ...(rule.also ? listOf(rule.also.from) : [])];
}

/** The keys an object schema declares, through intersections, unions, pipes and wrappers. */
function keysOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodIntersection) return [...keysOf(schema.def.left), ...keysOf(schema.def.right)];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap(keysOf);
  if (schema instanceof z.ZodPipe) return keysOf(schema.def.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return keysOf(schema.def.innerType);
  return [];
}

/** The keys a route's schema declares for params, query or body. */
function schemaKeys(route: RouteOptions, part: "params" | "querystring" | "body"): string[] {
  return keysOf((route.schema as Record<string, unknown> | undefined)?.[part]);
}

describe("every /api route declares who may call it", () => {
  test("each route has a declaration the access hook enforces", () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((r) => !r.config?.access).map(label)).toEqual([]);
  });

  test("a store rule names a place the route's schema really has", () => {
    const wrong: string[] = [];
    for (const route of t.app.apiRoutes) {
      const rule = route.config?.access;
      if (!rule) continue;
      for (const place of places(rule)) {
        if (place === "active") continue;
        const [part, key] =
          typeof place === "object"
            ? "orPlatform" in place
              ? (place.orPlatform.split(".") as [string, string])
              : "at" in place
                ? (place.at.split(".") as [string, string])
                : (["params", place.param ?? "id"] as const)
            : (place.split(".") as [string, string]);
        // A multipart form's fields have no schema; readUpload reads them.
        if (part === "form") continue;
        const keys = schemaKeys(route, part === "query" ? "querystring" : (part as "params" | "body"));
        if (!keys.includes(key)) wrong.push(`${label(route)}: ${part}.${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the server refuses to start when a route declares nothing", async () => {
    const { default: Fastify } = await import("fastify");
    const { declareAccess } = await import("../../server/http/access.js");
    const app = Fastify();
    declareAccess(app, t.db);
    app.get("/api/forgotten", async () => ({}));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    const declared = Fastify();
    declareAccess(declared, t.db);
    declared.get("/api/declared", { config: { access: "signed-in" } }, async () => ({}));
    await expect(declared.ready()).resolves.toBeDefined();
  });
});
