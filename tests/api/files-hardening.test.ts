import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "../../server/http/input-guard.js";
import { MSG } from "../../domain/messages.js";
import { LocalStorage } from "../../server/services/storage.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let port: number;
/** A private design file of a store and the signed URL the API handed out for it. */
let secretKey: string, secretUrl: string;
/** A second private file, whose signature an attacker does not have. */
let otherKey: string;
let publicKey: string;
const PUBLIC_BODY = Buffer.from("public logo bytes");
const PERCENT_BODY = Buffer.from("a name with a percent sign");

/** A GET over a real socket with the path sent byte for byte (curl --path-as-is). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

async function uploadDesign(
  token: string,
  website: number,
  name: string,
): Promise<{ key: string; url: string }> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#a0a" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(png)], { type: "image/png" }), name);
  const res = await call(t.app, "POST", "/api/upload/product_production", {
    token,
    body: form,
    headers: { "x-website-id": String(website) },
  });
  expect(res.status).toBe(200);
  const file = res.json<{ data: { id: number; url: string }[] }>().data[0]!;
  const row = await t.db.kysely
    .selectFrom("files")
    .select("path")
    .where("id", "=", file.id)
    .executeTakeFirstOrThrow();
  return { key: row.path, url: file.url };
}

beforeAll(async () => {
  t = await createTestApp();
  const designer = await login(t.app, "designer@example.com");
  const acme = await storeId(t.db, "Acme Team Store");
  ({ key: secretKey, url: secretUrl } = await uploadDesign(designer, acme, "secret.png"));
  ({ key: otherKey } = await uploadDesign(designer, acme, "other.png"));
  publicKey = "public/hardening/logo.png";
  await new LocalStorage(t.config.uploadDir).put(publicKey, PUBLIC_BODY);
  await new LocalStorage(t.config.uploadDir).put("public/hardening/50%off.png", PERCENT_BODY);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

describe("GET /files/public/*", () => {
  const attacks = () => [
    `/files/public/..%2f${secretKey}`,
    `/files/public/../${secretKey}`,
    `/files/public/%252e%252e%252f${secretKey}`,
    `/files/public/%2e%2e/${secretKey}`,
    `/files/public/hardening/..%2f..%2f${secretKey}`,
    `/files/public/..%5c${secretKey}`,
  ];

  it("the private file exists and is served through its signed URL", async () => {
    expect(secretKey).toMatch(/^websites\/\d+\/files\/[0-9a-f]+\.png$/);
    const res = await call(t.app, "GET", secretUrl);
    expect(res.status).toBe(200);
    expect((await rawGet(secretUrl)).status).toBe(200);
  });

  it("never serves a private file through path tricks (app.inject)", async () => {
    for (const url of attacks()) {
      const res = await call(t.app, "GET", url);
      expect(res.status, url).toBe(404);
      expect(res.json(), url).toEqual(errorBody(MSG.notFound));
    }
  });

  it("never serves a private file through path tricks (raw HTTP, path as is)", async () => {
    for (const url of attacks()) {
      const res = await rawGet(url);
      expect(res.status, url).toBe(404);
      expect(JSON.parse(res.body), url).toEqual(errorBody(MSG.notFound));
    }
  });

  it("refuses keys with empty or dot segments, backslashes and control characters", async () => {
    for (const url of [
      "/files/public/hardening//logo.png",
      "/files/public/./hardening/logo.png",
      "/files/public/hardening/./logo.png",
      "/files/public/hardening%5clogo.png",
      "/files/public/hardening/logo.png%00",
      "/files/public/hardening/%0alogo.png",
    ]) {
      const res = await rawGet(url);
      // A NUL is refused for every route before it runs (400); every other odd key is not found.
      const nul = url.includes("%00");
      expect(res.status, url).toBe(nul ? 400 : 404);
      expect(JSON.parse(res.body), url).toEqual(errorBody(nul ? NUL_MESSAGE : MSG.notFound));
    }
  });

  it("decodes the path once: a stored name with % is served, a broken escape is a 400", async () => {
    const res = await rawGet("/files/public/hardening/50%25off.png");
    expect(res.status).toBe(200);
    expect(res.body).toBe(PERCENT_BODY.toString("latin1"));
    const broken = await rawGet("/files/public/hardening/logo.png%");
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ message: expect.any(String) });
  });

  it("still serves a public file", async () => {
    const res = await t.app.inject({ method: "GET", url: `/files/${publicKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PUBLIC_BODY)).toBe(true);
    expect((await rawGet(`/files/${publicKey}`)).status).toBe(200);
  });
});

describe("GET /files/signed/*", () => {
  const query = () => secretUrl.slice(secretUrl.indexOf("?"));

  it("a signature for one key cannot read another key by path tricks", async () => {
    const otherName = otherKey.split("/").pop()!;
    const tricks = [
      `/files/signed/${secretKey}/../${otherName}`,
      `/files/signed/${secretKey}/..%2f${otherName}`,
      `/files/signed/${secretKey}%2f..%2f${otherName}`,
      `/files/signed/${secretKey}/%252e%252e%252f${otherName}`,
      `/files/signed/${otherKey}`,
    ];
    for (const path of tricks) {
      const url = path + query();
      const viaInject = await call(t.app, "GET", url);
      expect([403, 404], url).toContain(viaInject.status);
      const raw = await rawGet(url);
      expect([403, 404], url).toContain(raw.status);
      expect(raw.body).not.toContain("PNG");
    }
  });

  it("a dotted path to the signed key itself is refused, not normalised", async () => {
    const [first, ...rest] = secretKey.split("/");
    const res = await rawGet(`/files/signed/${first}/./${rest.join("/")}${query()}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(errorBody(MSG.notFound));
  });
});

describe("LocalStorage", () => {
  it("refuses keys that leave their place, whatever the caller checked", async () => {
    const storage = new LocalStorage(t.config.uploadDir);
    const sneaky = `public/../${secretKey}`;
    expect(await storage.get(sneaky)).toBeNull();
    expect(await storage.exists(sneaky)).toBe(false);
    await expect(storage.put("public/../escaped.png", Buffer.from("x"))).rejects.toThrow();
    await storage.delete(sneaky);
    for (const key of ["", "a//b", "./a", "a\\b", "a\u0000b", "/abs"]) {
      await expect(storage.put(key, Buffer.from("x")), JSON.stringify(key)).rejects.toThrow();
    }
    expect(await storage.get(secretKey)).not.toBeNull();
  });
});
