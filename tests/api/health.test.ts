import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_MSG } from "../../domain/health.js";
import { createLoggedApp } from "../helpers/logged-app.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("GET /healthz and GET /readyz", () => {
  it("answer 200 without a session, and are not rate-limited", async () => {
    const live = await call(t.app, "GET", "/healthz");
    expect(live.status).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await call(t.app, "GET", "/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: "ok" });
    expect(ready.headers["x-ratelimit-limit"]).toBeUndefined();
  });

  it("are not logged at info level, while other requests are", async () => {
    const logged = await createLoggedApp(t);
    try {
      for (let i = 0; i < 3; i++) {
        expect((await call(logged.app, "GET", "/healthz")).status).toBe(200);
        expect((await call(logged.app, "GET", "/readyz")).status).toBe(200);
      }
      expect(logged.lines.filter((l) => typeof l.reqId === "string")).toEqual([]);
      await call(logged.app, "GET", "/api/app_info");
      expect(logged.lines.some((l) => l.msg === "request completed")).toBe(true);
    } finally {
      await logged.close();
    }
  });

  it("readyz answers 503 naming storage when files cannot be written, while healthz stays 200", async () => {
    const notADir = resolve(t.config.dataDir, "not-a-folder");
    writeFileSync(notADir, "a file where the upload folder should be");
    const broken = await createLoggedApp(t, { uploadDir: resolve(notADir, "uploads") });
    try {
      expect((await call(broken.app, "GET", "/healthz")).status).toBe(200);
      const ready = await call(broken.app, "GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({
        message: HEALTH_MSG.notReady,
        code: "health.notReady",
        errors: { storage: HEALTH_MSG.storageDown },
        codes: { storage: "health.storageDown" },
      });
      expect(broken.lines.some((l) => l.msg === "not ready" && l.level === 40)).toBe(true);
    } finally {
      await broken.close();
    }
  });

  it("readyz answers 503 naming the database when it does not answer", async () => {
    const broken = await createLoggedApp(t);
    try {
      await broken.db.close();
      expect((await call(broken.app, "GET", "/healthz")).status).toBe(200);
      const ready = await call(broken.app, "GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.json()).toMatchObject({
        message: HEALTH_MSG.notReady,
        errors: { database: HEALTH_MSG.databaseDown },
      });
      expect(ready.json<{ errors: object }>().errors).not.toHaveProperty("storage");
    } finally {
      await broken.app.close();
    }
  });

  it("are public operations of the OpenAPI document", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, { get: { security: unknown[]; responses: Record<string, unknown> } }>;
    }>();
    expect(doc.paths["/healthz"]?.get.security).toEqual([]);
    expect(doc.paths["/readyz"]?.get.security).toEqual([]);
    expect(Object.keys(doc.paths["/readyz"]!.get.responses)).toContain("503");
  });
});
