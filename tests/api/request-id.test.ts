import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoggedApp, type LoggedApp } from "../helpers/logged-app.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let logged: LoggedApp;

beforeAll(async () => {
  t = await createTestApp();
  logged = await createLoggedApp(t);
});

afterAll(async () => {
  await logged.close();
  await t.close();
});

describe("request ids", () => {
  it("gives each request a new id in X-Request-Id when it brings none", async () => {
    const first = await call(t.app, "GET", "/api/app_info");
    const second = await call(t.app, "GET", "/api/app_info");
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("keeps a sane incoming X-Request-Id and puts it on every log line of that request", async () => {
    const id = "edge-7f3a.1:42_x";
    const answer = await call(logged.app, "GET", "/api/app_info", { headers: { "x-request-id": id } });
    expect(answer.headers["x-request-id"]).toBe(id);
    const ofRequest = logged.lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    // JSON lines with pino's fields.
    expect(ofRequest[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(typeof ofRequest[1]!.time).toBe("number");
  });

  it("replaces an incoming id that is not a plain token", async () => {
    for (const bad of ["two words", "a".repeat(129), "<script>", "-leading-dash", ""]) {
      const answer = await call(t.app, "GET", "/api/app_info", { headers: { "x-request-id": bad } });
      expect(answer.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("sends the id on refusals too (401, 404)", async () => {
    const unauthorized = await call(t.app, "GET", "/api/user", { headers: { "x-request-id": "r-401" } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers["x-request-id"]).toBe("r-401");
    const missing = await call(t.app, "GET", "/api/storefront/no-such-store/cart/count", {
      headers: { "x-request-id": "r-404" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers["x-request-id"]).toBe("r-404");
  });
});
