import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the test database", () => {
  it("is the engine this run asked for", () => {
    expect(t.dialect).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });
});

describe("GET /api/websites", () => {
  it("lists the caller's stores with their rights, newest first", async () => {
    const token = await login(t.app, "designer@example.com");
    const res = await call(t.app, "GET", "/api/websites", { token });
    expect(res.status).toBe(200);
    const stores = res.json<{ id: number; name: string; permissions: string[]; limits: object }[]>();
    const acme = await storeId(t.db, "Acme Team Store");
    expect(stores.map((s) => s.id)).toEqual([acme]);
    expect(stores[0]!.permissions).toContain("edit_design");
    expect(stores[0]!.permissions).not.toContain("edit_settings");
    expect(typeof stores[0]!.limits).toBe("object");
  });

  it("gives company admins every company store and admins every store", async () => {
    const companyAdmin = await call(t.app, "GET", "/api/websites", {
      token: await login(t.app, "company-admin@example.com"),
    });
    expect(
      companyAdmin
        .json<{ name: string }[]>()
        .map((s) => s.name)
        .sort(),
    ).toEqual(["Acme Demo Store", "Acme Events", "Acme Team Store"]);
    const all = await call(t.app, "GET", "/api/websites", { token: await login(t.app, "admin@example.com") });
    expect(all.json<unknown[]>().length).toBeGreaterThanOrEqual(5);
  });

  it("needs a session", async () => {
    expect((await call(t.app, "GET", "/api/websites")).status).toBe(401);
  });
});

describe("GET /api/app_info", () => {
  it("is public and carries the theme colours and statuses", async () => {
    const res = await call(t.app, "GET", "/api/app_info");
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      colors: { primary: "#4F4BE0", secondary: "#32DE8A" },
      statuses: ["new", "completed", "canceled"],
      langs: ["en", "pl"],
    });
  });
});

describe("files", () => {
  it("serves private files only through a valid, unexpired signature", async () => {
    await t.app.ctx.storage.put("private/secret.png", Buffer.from("png-bytes"));
    const url = t.app.ctx.urls.url("private/secret.png")!;
    expect(url).toMatch(/^\/files\/signed\/private\/secret\.png\?expires=\d+&signature=/);
    const ok = await call(t.app, "GET", url);
    expect(ok.status).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    expect((await call(t.app, "GET", url.replace(/signature=[^&]+/, "signature=forged"))).status).toBe(403);
    expect((await call(t.app, "GET", "/files/signed/private/secret.png?expires=1&signature=x")).status).toBe(
      403,
    );
    expect((await call(t.app, "GET", "/files/public/../private/secret.png")).status).toBe(404);
  });

  it("serves public files by path", async () => {
    await t.app.ctx.storage.put("public/logo.png", Buffer.from("logo"));
    const res = await call(t.app, "GET", "/files/public/logo.png");
    expect(res.status).toBe(200);
    expect(String(res.headers["cache-control"])).toContain("public");
  });
});

describe("OpenAPI", () => {
  it("describes every API route from its schema", async () => {
    const res = await call(t.app, "GET", "/api/docs/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/login",
      "/api/register",
      "/api/user",
      "/api/websites",
      "/api/bread/{model}",
      "/api/bread/{model}/{id}",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/login"]!.post!.requestBody).toBeTruthy();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call(t.app, "GET", "/api/nothing-here", {
      token: await login(t.app, "admin@example.com"),
    });
    expect(res.status).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
