import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { declaresStatus, failUndeclaredStatuses, operationId } from "../../server/http/api-contract.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
const ROOT = resolve(import.meta.dirname, "../..");

beforeAll(async () => {
  t = await createTestApp();
  doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );

describe("the served OpenAPI document is a contract", () => {
  it("passes redocly's recommended rules with 0 errors and 0 warnings (redocly.yaml says what is off and why)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "openapi-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(doc));
      const cli = resolve(ROOT, "node_modules/.bin/redocly");
      const run = promisify(execFile);
      const { stdout } = await run(
        cli,
        ["lint", file, "--config", resolve(ROOT, "redocly.yaml"), "--format=json", "--max-problems=1000"],
        {
          cwd: ROOT,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
      const problems = (JSON.parse(stdout) as { problems: { ruleId: string; message: string }[] }).problems;
      expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("gives every operation a unique operationId and declares its errors with the error schema", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(300);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      for (const status of ["400", "404", "422", "500"]) {
        const schema = op.responses[status]?.content?.["application/json"]?.schema;
        expect(schema?.$ref, `${method} ${path} ${status}`).toBe("#/components/schemas/Error");
      }
    }
  });

  it("marks public operations security: [] and the others 401/403", () => {
    const byId = new Map(operations().map((o) => [`${o.method} ${o.path}`, o.op]));
    const login = byId.get("post /api/login")!;
    expect(login.security).toEqual([]);
    expect(login.responses["429"]).toBeDefined();
    const settings = byId.get("put /api/websites/{id}/settings")!;
    expect(settings.security).toBeUndefined();
    expect(Object.keys(settings.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "409"]));
  });

  it("names operations from the method and path", () => {
    expect(operationId("PUT", "/api/websites/:id/settings")).toBe("putApiWebsitesIdSettings");
    expect(declaresStatus(undefined, 200)).toBe(true);
    expect(declaresStatus({ "200": {}, "4XX": {} }, 418)).toBe(true);
    expect(declaresStatus({ "200": {} }, 201)).toBe(false);
  });
});

describe("in test runs a response must have a declared status", () => {
  it("a route answering a status it does not declare becomes a 500 naming it", async () => {
    const app = Fastify();
    failUndeclaredStatuses(app);
    app.get(
      "/api/probe/:code",
      { schema: { response: { 200: { type: "object" }, 404: { type: "object" } } } },
      (request, reply) => {
        const code = Number((request.params as { code: string }).code);
        return reply.code(code as 200).send({ message: "x" });
      },
    );
    expect((await app.inject({ url: "/api/probe/404" })).statusCode).toBe(404);
    const undeclared = await app.inject({ url: "/api/probe/418" });
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json()).toEqual({ message: "Undeclared response status 418 for GET /api/probe/:code" });
    await app.close();
  });
});
