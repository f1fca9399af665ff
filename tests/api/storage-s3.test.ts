import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_MSG } from "../../domain/health.js";
import type { UploadResponse } from "../../domain/library.js";
import { startS3Server, type S3Server } from "../helpers/s3-server.js";
import { call, createPeerApp, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let s3: S3Server;
let t: TestApp;
let peer: Awaited<ReturnType<typeof createPeerApp>>;
let designer: string;
let acme: number;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storageUrl: s3.storageUrl("servers") });
  // Another server with an upload folder of its own: only the bucket is shared.
  peer = await createPeerApp(t, { uploadDir: resolve(t.config.dataDir, "peer-uploads") });
  designer = await login(t.app, "designer@example.com");
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(async () => {
  await peer?.close();
  await t?.close();
  await s3?.close();
});

function upload(data: Buffer, name: string): FormData {
  const body = new FormData();
  body.append("files[0]", new Blob([new Uint8Array(data)], { type: "image/png" }), name);
  return body;
}

describe("files in S3-compatible storage (STORAGE_URL=s3://...)", () => {
  it("a file uploaded through one server is served by another that shares only the bucket", async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#06c" } })
      .png()
      .toBuffer();
    const res = await call(t.app, "POST", "/api/upload/library", {
      token: designer,
      body: upload(png, "shared-logo.png"),
      headers: { "x-website-id": String(acme) },
    });
    expect(res.status).toBe(200);
    const [file] = res.json<UploadResponse>().data;
    expect(file!.url).toContain("/files/signed/");

    const original = await peer.app.inject({ method: "GET", url: file!.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    const thumb = await peer.app.inject({ method: "GET", url: file!.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toMatch(/^image\//);

    // The admin media browser lists the bucket's folders, on any server.
    const path = new URL(file!.url, "http://x").pathname.replace("/files/signed/", "");
    const key = path.split("/").map(decodeURIComponent).join("/");
    const dir = key.slice(0, key.lastIndexOf("/"));
    const admin = await login(peer.app, "admin@example.com");
    const media = await call(peer.app, "GET", `/api/admin/media?dir=${encodeURIComponent(dir)}`, {
      token: admin,
    });
    expect(media.status).toBe(200);
    expect(media.json()).toMatchObject({ dir, listable: true });
    expect(media.json<{ data: object[] }>().data).toContainEqual(
      expect.objectContaining({ type: "file", path: key, size: png.length, width: 30, height: 20 }),
    );

    // Neither server wrote the file to its own disk: it came from the bucket.
    for (const dir of [t.config.uploadDir, peer.config.uploadDir]) {
      expect(existsSync(dir) ? readdirSync(dir, { recursive: true }) : []).toEqual([]);
    }
  });

  it("readyz probes the bucket: 200 while it answers, 503 naming storage once it is gone", async () => {
    const ready = await call(peer.app, "GET", "/readyz");
    expect(ready.status).toBe(200);
    await s3.stop();
    const down = await call(peer.app, "GET", "/readyz");
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({
      message: HEALTH_MSG.notReady,
      code: "health.notReady",
      errors: { storage: HEALTH_MSG.storageDown },
      codes: { storage: "health.storageDown" },
    });
    expect((await call(peer.app, "GET", "/healthz")).status).toBe(200);
  });
});
