import { crc32, deflateSync } from "node:zlib";
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_UPLOAD } from "../../server/errors.js";
import { ROUTE_FILES } from "../../server/routes/index.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let admin: string;
let acme: number;
let adminId: number;
let folderId: number;
let supplierProductId: number;
let prepRequestId: number;
let editablePath: string;

/**
 * Every route whose schema consumes multipart/form-data, read from the real route files by
 * registering them on a scratch server: a new upload route is covered without editing this list.
 */
async function multipartRoutes(): Promise<{ method: string; url: string }[]> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const found: { method: string; url: string }[] = [];
  probe.addHook("onRoute", (route: RouteOptions) => {
    const consumes = (route.schema as { consumes?: readonly string[] } | undefined)?.consumes ?? [];
    if (!consumes.includes("multipart/form-data")) return;
    for (const method of [route.method].flat()) found.push({ method, url: route.url });
  });
  for (const routes of ROUTE_FILES) await probe.register(async (scope) => routes(scope, t.app.ctx));
  await probe.ready();
  await probe.close();
  return found;
}

/** A concrete URL for a route pattern, with ids of seeded (or prepared) records of one store. */
function concreteUrl(url: string): string {
  if (url === "/api/users/:id/avatar") return `/api/users/${adminId}/avatar`;
  if (url === "/api/upload/users/:websiteId/:type") return `/api/upload/users/${acme}/whitelisted_emails`;
  return url
    .replace(/\/:id\//, `/${acme}/`)
    .replace(":folderId", String(folderId))
    .replace(":type", "product_production");
}

/** Text fields a route reads beside the file, so the body reaches the multipart reader as sent. */
function fieldsFor(url: string): Record<string, string> {
  if (url === "/admin/product-smake/update/size/images") return { id: String(supplierProductId) };
  if (url === "/api/library/admin-file-prep-request") return { request_id: String(prepRequestId) };
  if (url === "/api/upload/update") return { path: editablePath };
  if (url === "/api/upload/uploadtaxpdf")
    return { country_code: "US", tax_id_type: "ein", tax_id: "12-3456789" };
  return {};
}

const BOUNDARY = "----hardeningBoundary7MA4YWxkTrZu0gW";

function part(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function fileHead(filename: string, type: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[0]"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
}

/** Malformed bodies a client or an attacker may send; none of them is a valid multipart form. */
function malformedBodies(url: string): { name: string; contentType: string; payload: Buffer }[] {
  const fields = Object.entries(fieldsFor(url))
    .map(([k, v]) => part(k, v))
    .join("");
  const head = fields + fileHead("x.png", "image/png");
  return [
    {
      name: "truncated",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.from(`${head}\x89PNG\r\n\x1a\n0123456789`),
    },
    {
      name: "wrong boundary",
      contentType: "multipart/form-data; boundary=notTheBoundaryUsed",
      payload: Buffer.from(`${head}abc\r\n--${BOUNDARY}--\r\n`),
    },
    {
      name: "random bytes",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256)),
    },
    {
      name: "missing boundary",
      contentType: "multipart/form-data",
      payload: Buffer.from(`${head}abc\r\n--${BOUNDARY}--\r\n`),
    },
    {
      name: "empty multipart body",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.alloc(0),
    },
    {
      name: "non-multipart content type",
      contentType: "application/octet-stream",
      payload: Buffer.from("just some bytes"),
    },
    { name: "text body", contentType: "text/plain", payload: Buffer.from("files[0]=x.png") },
  ];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A tiny PNG whose header declares 30000 x 30000 px (900 megapixels) over a truncated image
 * stream: every chunk's CRC is right, so only the declared size can refuse it.
 */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30000, 0);
  ihdr.writeUInt32BE(30000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method variant, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const idat = deflateSync(Buffer.alloc(64)).subarray(0, 12);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

function imageForm(url: string, body: Buffer, name: string): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fieldsFor(url))) data.append(k, v);
  data.append(
    url === "/api/upload/update" ? "file" : "files[0]",
    new Blob([new Uint8Array(body)], { type: "image/png" }),
    name,
  );
  return data;
}

const post = (url: string, body: FormData | Buffer, contentType?: string) =>
  call(t.app, "POST", url, {
    token: admin,
    body,
    headers: { "x-website-id": String(acme), ...(contentType ? { "content-type": contentType } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  const k = t.db.kysely;
  adminId = (
    await k
      .selectFrom("users")
      .select("id")
      .where("email", "=", "admin@example.com")
      .executeTakeFirstOrThrow()
  ).id;
  supplierProductId = (await k.selectFrom("supplier_products").select("id").executeTakeFirstOrThrow()).id;
  const folder = await call(t.app, "POST", "/api/library/folder", {
    token: admin,
    body: { name: "Malformed uploads" },
    headers: { "x-website-id": String(acme) },
  });
  expect(folder.status, JSON.stringify(folder.body)).toBe(201);
  folderId = folder.json<{ data: { id: number } }>().data.id;
  const real = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#08f" } })
    .png()
    .toBuffer();
  const uploaded = await post("/api/upload/product_production", imageForm("", real, "real.png"));
  expect(uploaded.status).toBe(200);
  const file = uploaded.json<{ data: { id: number }[] }>().data[0]!;
  editablePath = (
    await k.selectFrom("files").select("path").where("id", "=", file.id).executeTakeFirstOrThrow()
  ).path;
  const prep = await call(t.app, "POST", "/api/library/file-prep-request", {
    token: admin,
    body: { file_id: file.id, note: "Please vectorise" },
    headers: { "x-website-id": String(acme) },
  });
  expect(prep.status, JSON.stringify(prep.body)).toBeLessThan(300);
  prepRequestId = prep.json<{ data: { id: number } }>().data.id;
});
afterAll(async () => {
  await t?.close();
});

describe("malformed multipart bodies", () => {
  it("are answered 4xx with {message} on every multipart route, never 500", async () => {
    const routes = await multipartRoutes();
    // The collector must see the upload routes; an empty list would make the loop below vacuous.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        "/api/upload/library",
        "/api/upload/:type",
        "/api/users/:id/avatar",
        "/api/websites/:id/logo",
        "/api/upload/uploadtaxpdf",
        "/admin/product-smake/update/size/images",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const failures: string[] = [];
    for (const route of routes) {
      const url = concreteUrl(route.url);
      expect(url, `no ids known for ${route.url}`).not.toMatch(/:\w+/);
      for (const body of malformedBodies(route.url)) {
        const res = await post(url, body.payload, body.contentType);
        const message = (res.body as { message?: unknown } | null)?.message;
        if (![400, 413, 415, 422].includes(res.status) || typeof message !== "string")
          failures.push(`${route.method} ${url} (${body.name}): ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 400 with a message for a body cut off mid-file", async () => {
    const [truncated] = malformedBodies("/api/upload/library");
    const res = await post("/api/upload/library", truncated!.payload, truncated!.contentType);
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ message: UNREADABLE_UPLOAD });
  });
});

describe("a PNG declaring 30000 x 30000 px", () => {
  const IMAGE_ROUTES = [
    "/api/upload/library",
    "/api/upload/library/:folderId",
    "/api/upload/dpi/:type",
    "/api/upload/:type",
    "/api/library",
    "/api/upload/update",
    "/api/library/admin-file-prep-request",
    "/api/users/:id/avatar",
    "/api/websites/:id/logo",
    "/api/websites/:id/favicon",
    "/admin/product-smake/update/size/images",
  ];

  it("is a 69-byte file with valid chunks", () => {
    expect(pixelBomb().length).toBe(69);
  });

  it.each(IMAGE_ROUTES)("is refused with 422 on %s and nothing is stored", async (route) => {
    const before = await t.db.kysely
      .selectFrom("files")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const url = concreteUrl(route);
    const res = await post(url, imageForm(route, pixelBomb(), "huge.png"));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    // Every image upload reads the picture through one path, which names the declared size.
    expect(res.json<{ message: string }>().message).toMatch(
      /is 30000 x 30000 pixels\. Pictures may be at most 268 megapixels\.$/,
    );
    const after = await t.db.kysely
      .selectFrom("files")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
