import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Hostile input to every operation of the OpenAPI document, as a platform admin and as a store
 * owner: wrong types, huge and unicode strings, nulls, deep and broken JSON, bad multipart and odd
 * path values. Nothing may answer 5xx (in test runs an undeclared status is a 500 too, so every
 * answer must also be one the document declares). Bounded: a fixed set of variants per operation.
 */

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  schema?: { type?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * Operations whose real work reaches outside this machine (DNS, SMTP) or waits by design: sending
 * them garbage proves nothing about this server and would send traffic off the loopback.
 */
const SKIP = new Set([
  "post /api/validate_dns",
  "post /api/websites/test/email",
  "post /api/websites/{id}/update-smtp",
  "post /api/domain/request",
  // These end the caller's own session or account, after which every later request is a 401.
  "post /api/logout",
  "put /api/users/deactivate",
  "put /api/admin/users/{id}/deactivate",
  "delete /api/users/{id}",
]);

const ODD_IDS = [
  "0",
  "-1",
  "99999999999999999999",
  "abc",
  "1.5",
  "%E2%80%AE%F0%9F%92%A5",
  "..%2f..%2fx",
  "%00",
  "1e3",
];
const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  "",
  "💥".repeat(2000),
  "x".repeat(100_000),
  "\u0000\r\n<script>alert(1)</script>",
  [],
  [null, { a: 1 }],
  { nested: { deeper: [1, "2"] } },
];
const ODD_QUERY = ["[", "{", "%", "💥".repeat(300), "x".repeat(5000), "-1", "null", '{"a":', "[[[[[["];

let t: TestApp;
let paths: Paths;
let callers: { name: string; token: string; store: number }[];

beforeAll(async () => {
  t = await createTestApp();
  paths = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{ paths: Paths }>().paths;
  callers = [
    {
      name: "admin",
      token: await login(t.app, "admin@example.com"),
      store: await storeId(t.db, "Acme Team Store"),
    },
    {
      name: "owner",
      token: await login(t.app, "owner@example.com"),
      store: await storeId(t.db, "Oscar's Tees"),
    },
  ];
});
afterAll(() => t.close());

function fill(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => value(name));
}

/** A JSON text nested deeper than any parser should follow. */
const deepJson = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

function bodyVariants(op: Operation): { payload: string | Buffer; type: string }[] {
  const json = (v: unknown) => ({ payload: JSON.stringify(v), type: "application/json" });
  const props = Object.keys(op.requestBody?.content["application/json"]?.schema?.properties ?? {});
  const variants = [
    json(null),
    json([]),
    json("text"),
    json(42),
    { payload: '{"a":', type: "application/json" },
    { payload: deepJson(5000), type: "application/json" },
    { payload: "not json at all \u0000", type: "application/json" },
    { payload: "a=1&b=%", type: "application/x-www-form-urlencoded" },
    { payload: Buffer.from([0xff, 0xfe, 0x00, 0x81]), type: "application/octet-stream" },
    {
      payload: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      type: "multipart/form-data; boundary=X",
    },
    { payload: "garbage", type: "multipart/form-data; boundary=" },
  ];
  // Each property in turn, and all at once, set to a value of every wrong kind.
  for (const value of ODD_VALUES) {
    variants.push(json(Object.fromEntries(props.map((p) => [p, value]))));
  }
  for (const [i, p] of props.entries()) variants.push(json({ [p]: ODD_VALUES[i % ODD_VALUES.length] }));
  return variants;
}

describe("fuzzing every operation", () => {
  it("never answers 5xx to malformed or hostile input", async () => {
    const failures: string[] = [];
    let sent = 0;
    const lost: string[] = [];
    const statusCounts: Record<number, number> = {};
    const send = async (caller: (typeof callers)[number], options: InjectOptions, label: string) => {
      const res = await t.app
        .inject({
          ...options,
          headers: {
            authorization: `Bearer ${caller.token}`,
            "x-website-id": String(caller.store),
            ...(options.headers ?? {}),
          },
        })
        .catch((error: Error) => ({ statusCode: 599, body: `the response broke: ${error.message}` }));
      sent++;
      statusCounts[res.statusCode] = (statusCounts[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500)
        failures.push(`${caller.name} ${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const key = `${method} ${path}`;
        if (SKIP.has(key)) continue;
        const verb = method.toUpperCase() as InjectOptions["method"];
        const query = (op.parameters ?? []).filter((p) => p.in === "query");
        for (const caller of callers) {
          const realPath = fill(path, () => String(caller.store));
          // Odd path values, one per request.
          if (path.includes("{")) {
            for (const odd of ODD_IDS) {
              await send(caller, { method: verb, url: fill(path, () => odd) }, `${key} path=${odd}`);
            }
          }
          // Every query parameter at once with odd text.
          if (query.length > 0) {
            for (const odd of ODD_QUERY) {
              const qs = query
                .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(odd)}`)
                .join("&");
              await send(
                caller,
                { method: verb, url: `${realPath}?${qs}` },
                `${key} query=${odd.slice(0, 20)}`,
              );
            }
            const arrays = query
              .map((p) => `${encodeURIComponent(p.name)}=1&${encodeURIComponent(p.name)}=2`)
              .join("&");
            await send(caller, { method: verb, url: `${realPath}?${arrays}` }, `${key} repeated query`);
          }
          if (verb !== "GET" && verb !== "DELETE") {
            for (const body of bodyVariants(op)) {
              await send(
                caller,
                {
                  method: verb,
                  url: realPath,
                  payload: body.payload,
                  headers: { "content-type": body.type },
                },
                `${key} body=${String(body.payload).slice(0, 40)}`,
              );
            }
          }
          // A write may have changed the caller's password or session: keep fuzzing signed in.
          if ((await call(t.app, "GET", "/api/user", { token: caller.token })).status === 401) {
            lost.push(`${caller.name} after ${key}`);
            caller.token = await login(t.app, `${caller.name}@example.com`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(10_000);
    // The input reached validation everywhere, and no input ended a caller's session.
    expect(statusCounts[422]).toBeGreaterThan(1000);
    expect(lost).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});
