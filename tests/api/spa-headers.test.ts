import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFrameAncestors } from "../../server/routes/spa-headers.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** A built SPA in miniature: index.html and one hashed asset. */
const spaDir = mkdtempSync(join(tmpdir(), "spa-headers-"));
mkdirSync(join(spaDir, "assets"));
writeFileSync(
  join(spaDir, "index.html"),
  '<!doctype html><html><head><script type="module" src="/app/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(spaDir, "assets", "index-abc123.js"), "console.log('app');");

let built: TestApp;
let framed: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  built = await createTestApp({ spaDir });
  framed = await createTestApp({
    spaDir,
    spaFrameAncestors: "https://portal.example.com, https://*.partner.example",
  });
  unbuilt = await createTestApp();
});
afterAll(async () => {
  await Promise.all([built?.close(), framed?.close(), unbuilt?.close()]);
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (t: TestApp, url: string) => t.app.inject({ method: "GET", url });

function directives(csp: unknown): Map<string, string> {
  expect(typeof csp).toBe("string");
  return new Map(
    String(csp)
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = "", ...values] = d.split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
  );
}

describe("every SPA response carries the security headers", () => {
  it.each([
    ["index.html", "/app/", 200, "text/html"],
    ["a deep link", "/app/products/edit/5", 200, "text/html"],
    ["an asset", "/app/assets/index-abc123.js", 200, "javascript"],
    ["the /app redirect", "/app", 302, undefined],
  ])("%s", async (_name, url, status, type) => {
    const res = await get(built, url);
    expect(res.statusCode).toBe(status);
    if (type) expect(String(res.headers["content-type"])).toContain(type);
    const csp = directives(res.headers["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(csp.get("img-src")).toBe("'self' data: blob: https:");
    expect(csp.get("connect-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("form-action")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("the answer of a server whose SPA is not built carries them too", async () => {
    const res = await get(unbuilt, "/app/");
    expect(res.statusCode).toBe(503);
    expect(directives(res.headers["content-security-policy"]).get("frame-ancestors")).toBe("'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("the API keeps its own headers: the SPA's policy is not sent with JSON", async () => {
    const res = await get(built, "/api/user");
    expect(res.statusCode).toBe(401);
    expect(res.headers["x-frame-options"]).toBeUndefined();
  });
});

describe("the embedded mode may be framed only by the configured origins", () => {
  it("names them in frame-ancestors and drops X-Frame-Options, which cannot list them", async () => {
    const res = await get(framed, "/app/?iframe=1");
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers["content-security-policy"]).get("frame-ancestors")).toBe(
      "https://portal.example.com https://*.partner.example",
    );
    expect(res.headers["x-frame-options"]).toBeUndefined();
  });

  it("anything but an origin in SPA_FRAME_ANCESTORS stops the start-up", () => {
    expect(parseFrameAncestors("")).toEqual([]);
    expect(parseFrameAncestors("https://a.example/ http://b.example:8080")).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
    for (const bad of ["*", "'self'; script-src *", "https://a.example/path", "javascript:x", "a.example"])
      expect(() => parseFrameAncestors(bad), bad).toThrow(/SPA_FRAME_ANCESTORS/);
  });
});
