import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilePrepRequest, UploadResponse } from "../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../domain/messages.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** What the print team's screen (/master/admin/file-prep) calls, as the SPA sends it. */

let t: TestApp;
let designer: string, owner: string, admin: string;
let acme: number, tees: number;

type Page = { data: FilePrepRequest[]; total: number; current_page: number; last_page: number };

const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();

async function pngForm(name: string, fields: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("files[0]", new Blob([new Uint8Array(await png())], { type: "image/png" }), name);
  return form;
}

/** A store member uploads a file and asks for its preparation. */
async function ask(token: string, website: number, note: string): Promise<FilePrepRequest> {
  const headers = { "x-website-id": String(website) };
  const upload = await call(t.app, "POST", "/api/upload/library", {
    token,
    headers,
    body: await pngForm(`${note}.png`),
  });
  expect(upload.status).toBe(200);
  const [file] = upload.json<UploadResponse>().data;
  const res = await call(t.app, "POST", "/api/library/file-prep-request", {
    token,
    headers,
    body: { file_id: file!.id, note },
  });
  expect(res.status).toBe(201);
  return res.json<{ data: FilePrepRequest }>().data;
}

/** The admin's calls carry the SPA's active store header, here Acme's. */
const asAdmin = (method: "GET" | "PUT" | "POST", url: string, body?: unknown) =>
  call(t.app, method, url, { token: admin, body, headers: { "x-website-id": String(acme) } });

let acmeRequest: FilePrepRequest, teesRequest: FilePrepRequest, teesSecond: FilePrepRequest;

beforeAll(async () => {
  t = await createTestApp();
  [designer, owner, admin] = await Promise.all(
    ["designer", "owner", "admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
  acmeRequest = await ask(designer, acme, "acme-logo");
  teesRequest = await ask(owner, tees, "tees-logo");
  teesSecond = await ask(owner, tees, "tees-badge");
});
afterAll(() => t.close());

describe("the print team's list: GET /api/library/file-prep-request?all=1", () => {
  it("pages every store's requests newest first with store names and file thumbnails", async () => {
    const first = (await asAdmin("GET", "/api/library/file-prep-request?all=1&per_page=2")).json<Page>();
    expect(first.total).toBe(3);
    expect(first.last_page).toBe(2);
    expect(first.data.map((r) => r.id)).toEqual([teesSecond.id, teesRequest.id]);
    expect(first.data[0]).toMatchObject({ website_name: "Oscar's Tees", note: "tees-badge" });
    expect(first.data[0]!.file?.thumb_url).toMatch(/\/files\//);
    const second = (
      await asAdmin("GET", "/api/library/file-prep-request?all=1&per_page=2&page=2")
    ).json<Page>();
    expect(second).toMatchObject({ current_page: 2, total: 3 });
    expect(second.data.map((r) => [r.id, r.website_name])).toEqual([[acmeRequest.id, "Acme Team Store"]]);
  });

  it("filters by status, refuses an unknown status (400), store members (403) and guests (401)", async () => {
    const cancelled = await call(t.app, "PUT", `/api/library/file-prep-request/${teesSecond.id}`, {
      token: owner,
      headers: { "x-website-id": String(tees) },
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const only = (await asAdmin("GET", "/api/library/file-prep-request?all=1&status=cancelled")).json<Page>();
    expect(only.data.map((r) => r.id)).toEqual([teesSecond.id]);
    expect(only.total).toBe(1);
    // A bad query string is the 400 of the app's schema validation (ARCHITECTURE: 400/422 for bad input).
    expect((await asAdmin("GET", "/api/library/file-prep-request?all=1&status=lost")).status).toBe(400);
    const member = await call(t.app, "GET", "/api/library/file-prep-request?all=1", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(member.status).toBe(403);
    expect((await call(t.app, "GET", "/api/library/file-prep-request?all=1")).status).toBe(401);
  });
});

describe("the print team's changes", () => {
  it("changes another store's request whatever store the admin has active", async () => {
    const res = await asAdmin("PUT", `/api/library/file-prep-request/${teesRequest.id}`, {
      status: "in_progress",
      admin_note: "Vectorising",
    });
    expect(res.status).toBe(200);
    expect(res.json<{ message: string; data: FilePrepRequest }>()).toMatchObject({
      message: LIBRARY_MSG.prepUpdated,
      data: { status: "in_progress", admin_note: "Vectorising", website_id: tees },
    });
    // An explicit website_id still names the store to look in.
    const elsewhere = await asAdmin(
      "PUT",
      `/api/library/file-prep-request/${teesRequest.id}?website_id=${acme}`,
      { status: "done" },
    );
    expect(elsewhere.status).toBe(404);
  });

  it("answers 422 for a bad status, for cancelling a started request, and 401 without a session", async () => {
    const bad = await asAdmin("PUT", `/api/library/file-prep-request/${teesRequest.id}`, { status: "lost" });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toHaveProperty("status");
    const cancel = await asAdmin("PUT", `/api/library/file-prep-request/${teesRequest.id}`, {
      status: "cancelled",
    });
    expect(cancel.status).toBe(422);
    expect(cancel.json<{ errors: Record<string, string> }>().errors).toEqual({
      status: LIBRARY_MSG.prepClosed,
    });
    const guest = await call(t.app, "PUT", `/api/library/file-prep-request/${teesRequest.id}`, {
      body: { status: "done" },
    });
    expect(guest.status).toBe(401);
  });

  it("delivers a prepared file into the requesting store's library, once", async () => {
    const form = await pngForm("tees-logo-vector.png", {
      request_id: String(teesRequest.id),
      admin_note: "Ready to print",
    });
    const res = await asAdmin("POST", "/api/library/admin-file-prep-request", form);
    expect(res.status).toBe(200);
    const body = res.json<{ message: string; data: FilePrepRequest }>();
    expect(body.message).toBe(LIBRARY_MSG.prepDelivered);
    expect(body.data).toMatchObject({ status: "done", admin_note: "Ready to print" });
    const stored = await t.db.kysely
      .selectFrom("files")
      .select(["website_id", "approved"])
      .where("id", "=", body.data.result_file!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ website_id: tees, approved: 1 });

    const again = await asAdmin(
      "POST",
      "/api/library/admin-file-prep-request",
      await pngForm("again.png", { request_id: String(teesRequest.id) }),
    );
    expect(again.status).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LIBRARY_MSG.prepClosed);
  });

  it("refuses a delivery without a request (422), without a file (422), by a member (403) or a guest (401)", async () => {
    const noRequest = await asAdmin("POST", "/api/library/admin-file-prep-request", await pngForm("x.png"));
    expect(noRequest.status).toBe(422);
    const empty = new FormData();
    empty.append("request_id", String(acmeRequest.id));
    expect((await asAdmin("POST", "/api/library/admin-file-prep-request", empty)).status).toBe(422);
    const unknown = await asAdmin(
      "POST",
      "/api/library/admin-file-prep-request",
      await pngForm("x.png", { request_id: "999999" }),
    );
    expect(unknown.status).toBe(404);
    const form = await pngForm("x.png", { request_id: String(acmeRequest.id) });
    const member = await call(t.app, "POST", "/api/library/admin-file-prep-request", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: form,
    });
    expect(member.status).toBe(403);
    const guest = await call(t.app, "POST", "/api/library/admin-file-prep-request", {
      body: await pngForm("x.png", { request_id: String(acmeRequest.id) }),
    });
    expect(guest.status).toBe(401);
  });
});

describe("a store's change of its request, in the request's own store", () => {
  it("needs no store named: the request's store is where the caller's library rights count", async () => {
    const res = await call(t.app, "PUT", `/api/library/file-prep-request/${acmeRequest.id}`, {
      token: designer,
      body: { note: "Two colours" },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ data: FilePrepRequest }>().data).toMatchObject({
      note: "Two colours",
      website_id: acme,
    });
  });

  it("answers another company's request as a missing one (404) and a salesperson 403", async () => {
    const foreign = await call(t.app, "PUT", `/api/library/file-prep-request/${acmeRequest.id}`, {
      token: owner,
      body: { note: "Mine now" },
    });
    const missing = await call(t.app, "PUT", "/api/library/file-prep-request/999999", {
      token: owner,
      body: { note: "Mine now" },
    });
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(foreign.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
    expect(foreign.json<{ message: string }>().message).toBe(MSG.notFound);
    const salesperson = await login(t.app, "salesperson@example.com");
    const refused = await call(t.app, "PUT", `/api/library/file-prep-request/${acmeRequest.id}`, {
      token: salesperson,
      body: { note: "Sold" },
    });
    expect(refused.status).toBe(403);
    const row = await t.db.kysely
      .selectFrom("file_prep_requests")
      .select("note")
      .where("id", "=", acmeRequest.id)
      .executeTakeFirstOrThrow();
    expect(row.note).toBe("Two colours");
  });
});
