import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_MSG } from "../../domain/messages.js";
import type {
  LibraryFile,
  LibraryFileDetail,
  LibraryListResponse,
  UploadResponse,
} from "../../domain/library.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * The print team's review of a store's artwork: its approve or reject verdict seen by the store,
 * the DPI a picture gives in print (not the density its metadata declares), and image edits that
 * never change a file a product may print.
 */
let t: TestApp;
let designer: string, admin: string;
let acme: number;

const picture = (width: number, height: number, density: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .withMetadata({ density })
    .png()
    .toBuffer();

const as = (method: "GET" | "PUT" | "POST", url: string, token: string, body?: unknown) =>
  call(t.app, method, url, { token, body, headers: { "x-website-id": String(acme) } });

async function upload(name: string, data: Buffer): Promise<LibraryFile> {
  const form = new FormData();
  form.append("files[0]", new Blob([new Uint8Array(data)], { type: "image/png" }), name);
  const res = await as("POST", "/api/upload/library", designer, form);
  expect(res.status).toBe(200);
  return res.json<UploadResponse>().data[0]!;
}

const listed = async (id: number): Promise<LibraryFile | undefined> =>
  (await as("GET", "/api/library?per_page=100", designer))
    .json<LibraryListResponse>()
    .data.find((f) => f.id === id);

beforeAll(async () => {
  t = await createTestApp();
  [designer, admin] = await Promise.all(["designer", "admin"].map((u) => login(t.app, `${u}@example.com`)));
  acme = await storeId(t.db, "Acme Team Store");
});
afterAll(async () => {
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("print approval", () => {
  it("a new file waits; the print team approves or rejects it and the store sees the verdict", async () => {
    const file = await upload("review.png", await picture(600, 600, 300));
    expect(file.approval).toBe("pending");

    const rejected = await as("PUT", `/api/library/approved-status/${file.id}`, admin, { approved: false });
    expect(rejected.status).toBe(200);
    expect(rejected.json<{ message: string; data: LibraryFile }>()).toMatchObject({
      message: LIBRARY_MSG.filesUpdated,
      data: { approved: false, approval: "rejected" },
    });
    expect(await listed(file.id)).toMatchObject({ approved: false, approval: "rejected" });
    const notApproved = (
      await as("GET", "/api/library?approved=0&per_page=100", designer)
    ).json<LibraryListResponse>();
    expect(notApproved.data.map((f) => f.id)).toContain(file.id);

    await as("PUT", `/api/library/approved-status/${file.id}`, admin, { approved: true });
    expect(await listed(file.id)).toMatchObject({ approved: true, approval: "approved" });
    const detail = (await as("GET", `/api/library/${file.id}`, designer)).json<LibraryFileDetail>();
    expect(detail.approval).toBe("approved");

    const denied = await as("PUT", `/api/library/approved-status/${file.id}`, designer, { approved: false });
    expect(denied.status).toBe(403);
  });
});

describe("DPI", () => {
  it("is the pixels printed as large as fits a 12 x 16 in area, not the declared density", async () => {
    // 3000 px square declaring 72 DPI fills 12 in of width: 250 DPI.
    const big = await upload("big.png", await picture(3000, 3000, 72));
    expect(big.dpi).toBe(250);
    expect((await listed(big.id))?.dpi).toBe(250);
    // 600 x 800 declaring 300 DPI fills the whole area: 50 DPI, too few for print.
    const small = await upload("small.png", await picture(600, 800, 300));
    expect(small.dpi).toBe(50);
    expect((await as("GET", `/api/library/${small.id}`, designer)).json<LibraryFileDetail>().dpi).toBe(50);
  });
});

describe("image editor save", () => {
  it("stores the edit as a new file and leaves the original, approval included, as it was", async () => {
    const original = await upload("logo.png", await picture(400, 300, 300));
    await as("PUT", `/api/library/approved-status/${original.id}`, admin, { approved: true });
    const before = (await as("GET", `/api/library/${original.id}`, designer)).json<LibraryFileDetail>();
    const bytesBefore = readFileSync(join(t.config.uploadDir, before.path));

    const form = new FormData();
    form.append("path", before.path);
    form.append(
      "file",
      new Blob([new Uint8Array(await picture(200, 300, 72))], { type: "image/png" }),
      "blob",
    );
    const res = await as("POST", "/api/upload/update", designer, form);
    expect(res.status).toBe(200);
    const saved = res.json<{ message: string; data: LibraryFileDetail }>();
    expect(saved.message).toBe(LIBRARY_MSG.filesUpdated);
    expect(saved.data).toMatchObject({
      name: "logo (edited).png",
      width: 200,
      height: 300,
      approval: "pending",
      folder_id: before.folder_id,
    });
    expect(saved.data.id).not.toBe(original.id);
    expect(saved.data.path).not.toBe(before.path);

    const after = (await as("GET", `/api/library/${original.id}`, designer)).json<LibraryFileDetail>();
    expect(after).toMatchObject({ path: before.path, width: 400, height: 300, approval: "approved" });
    expect(readFileSync(join(t.config.uploadDir, before.path)).equals(bytesBefore)).toBe(true);
    expect(await listed(saved.data.id)).toMatchObject({ name: "logo (edited).png" });
  });
});
