import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/** A built SPA in miniature, as the build leaves it: a hashed asset with its .br and .gz copies. */
const ASSET = `console.log(${JSON.stringify("app ".repeat(2000))});`;
/** The worker the build copies from public/ into the SPA's root. */
const WORKER_SOURCE = resolve(import.meta.dirname, "../../public/service-worker.js");
const spaDir = mkdtempSync(join(tmpdir(), "spa-assets-"));
mkdirSync(join(spaDir, "assets"));
writeFileSync(join(spaDir, "index.html"), '<!doctype html><html><body><div id="root"></div></body></html>');
copyFileSync(WORKER_SOURCE, join(spaDir, "service-worker.js"));
writeFileSync(join(spaDir, "assets", "index-abc123.js"), ASSET);
writeFileSync(join(spaDir, "assets", "index-abc123.js.br"), brotliCompressSync(ASSET));
writeFileSync(join(spaDir, "assets", "index-abc123.js.gz"), gzipSync(ASSET));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ spaDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("hashed assets are sent precompressed, as the browser accepts them", () => {
  it("sends brotli to a client that accepts it", async () => {
    const res = await get("/app/assets/index-abc123.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers["content-type"])).toContain("javascript");
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    // The security headers stay on the compressed answer.
    expect(res.headers["content-security-policy"]).toBeDefined();
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await get("/app/assets/index-abc123.js", "gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(String(res.headers["content-type"])).toContain("javascript");
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it.each([
    ["no Accept-Encoding", undefined],
    ["identity only", "identity"],
  ])("sends the plain file with %s", async (_name, accept) => {
    const res = await get("/app/assets/index-abc123.js", accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body).toBe(ASSET);
  });

  it("serves an asset a rebuild wrote after the server started, and no page for a missing one", async () => {
    writeFileSync(join(spaDir, "assets", "chunk-new456.js"), "export {};");
    const added = await get("/app/assets/chunk-new456.js");
    expect(added.statusCode).toBe(200);
    expect(added.body).toBe("export {};");
    expect(added.headers["cache-control"]).toBe(IMMUTABLE);
    // A page in place of a script would be run as one and fail; the browser gets a plain 404.
    const missing = await get("/app/assets/chunk-gone789.js");
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers["content-type"])).not.toContain("text/html");
  });

  it("index.html is never cached without asking", async () => {
    for (const url of ["/app/", "/app/products"]) {
      const res = await get(url, "br, gzip");
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["content-type"])).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });
});

describe("the service worker", () => {
  it("is served as JavaScript, revalidated on every load, not the SPA's HTML", async () => {
    const res = await get("/app/service-worker.js");
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-type"])).toContain("javascript");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(readFileSync(WORKER_SOURCE, "utf8"));
    expect(res.body).toContain('addEventListener("fetch"');
  });

  it("may be registered under the app's security policy", async () => {
    const res = await get("/app/");
    expect(String(res.headers["content-security-policy"])).toContain("worker-src 'self'");
  });
});
