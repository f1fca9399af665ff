import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_MSG, MSG } from "../../domain/messages.js";
import type {
  FilePrepRequest,
  LibraryFile,
  LibraryFileDetail,
  LibraryListResponse,
  MediaEntry,
  UploadResponse,
} from "../../domain/library.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let designer: string, salesperson: string, owner: string, admin: string;
let acme: number, tees: number;

type Invalid = { message: string; errors?: Record<string, string> };

const png = (color = "#c00") =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A call as the designer on Acme Team Store unless told otherwise. */
function as(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  token = designer,
  website = acme,
) {
  return call(t.app, method, url, { token, body, headers: { "x-website-id": String(website) } });
}

async function uploadTo(
  folderId: number | null,
  names: string[],
  token = designer,
  website = acme,
): Promise<LibraryFile[]> {
  const form = new FormData();
  for (const [i, name] of names.entries())
    form.append(`files[${i}]`, new Blob([new Uint8Array(await png())], { type: "image/png" }), name);
  const res = await as(
    "POST",
    folderId ? `/api/upload/library/${folderId}` : "/api/upload/library",
    form,
    token,
    website,
  );
  expect(res.status).toBe(200);
  return res.json<UploadResponse>().data;
}

async function folder(
  name: string,
  parent_id: number | null = null,
  token = designer,
  website = acme,
): Promise<number> {
  const res = await as("POST", "/api/library/folder", { name, parent_id }, token, website);
  expect(res.status).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

async function pathOf(id: number): Promise<string> {
  return (await as("GET", `/api/library/${id}`)).json<LibraryFileDetail>().path;
}

beforeAll(async () => {
  t = await createTestApp();
  [designer, salesperson, owner, admin] = await Promise.all(
    ["designer", "salesperson", "owner", "admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
});
afterAll(async () => {
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("GET /api/library", () => {
  let folderId: number;
  beforeAll(async () => {
    folderId = await folder("Campaign");
    await uploadTo(null, ["r1.png", "r2.png", "r3.png"]);
    await uploadTo(folderId, ["summer-a.png", "summer-b.png"]);
    await uploadTo(null, ["foreign.png"], owner, tees);
  });

  it("lists the root newest first with its folders, paged", async () => {
    const res = await as("GET", "/api/library?per_page=2");
    expect(res.status).toBe(200);
    const body = res.json<LibraryListResponse>();
    expect(body.data.map((f) => f.name)).toEqual(["r3.png", "r2.png"]);
    expect(body.total).toBe(3);
    expect(body.last_page).toBe(2);
    expect(body.folders.map((f) => f.name)).toContain("Campaign");
    expect(body.breadcrumbs).toEqual([]);
    const second = (await as("GET", "/api/library?per_page=2&page=2")).json<LibraryListResponse>();
    expect(second.data.map((f) => f.name)).toEqual(["r1.png"]);
  });

  it("lists a folder with its breadcrumbs, and searches every folder of the store only", async () => {
    const inside = (await as("GET", `/api/library?folder_id=${folderId}`)).json<LibraryListResponse>();
    expect(inside.data.map((f) => f.name)).toEqual(["summer-b.png", "summer-a.png"]);
    expect(inside.breadcrumbs.map((f) => f.name)).toEqual(["Campaign"]);
    const found = (await as("GET", "/api/library?search=SUMMER")).json<LibraryListResponse>();
    expect(found.data.map((f) => f.name).sort()).toEqual(["summer-a.png", "summer-b.png"]);
    const none = (await as("GET", "/api/library?search=foreign")).json<LibraryListResponse>();
    expect(none.total).toBe(0);
  });

  it("answers 401, 403 for a salesperson, 404 for another store and for its folder, 400 for bad paging", async () => {
    expect(
      (await call(t.app, "GET", "/api/library", { headers: { "x-website-id": String(acme) } })).status,
    ).toBe(401);
    const sales = await as("GET", "/api/library", undefined, salesperson);
    expect(sales.status).toBe(403);
    expect(sales.json<Invalid>().message).toBe(MSG.permissionDenied);
    expect((await as("GET", "/api/library", undefined, designer, tees)).status).toBe(404);
    expect((await as("GET", `/api/library?folder_id=${folderId}`, undefined, owner, tees)).status).toBe(404);
    expect((await as("GET", "/api/library?per_page=1000")).status).toBe(400);
  });
});

describe("one file: GET, POST (rename, move), DELETE", () => {
  it("renames and moves a file, and refuses an empty name and another store's folder", async () => {
    const [file] = await uploadTo(null, ["old.png"]);
    const target = await folder("Target");
    const res = await as("POST", `/api/library/${file!.id}`, { name: "new.png", folder_id: target });
    expect(res.status).toBe(200);
    expect(res.json<{ data: LibraryFile }>().data).toMatchObject({ name: "new.png", folder_id: target });
    const detail = await as("GET", `/api/library/${file!.id}`);
    expect(detail.json<LibraryFileDetail>()).toMatchObject({
      name: "new.png",
      upload_type: "product_production",
    });
    const empty = await as("POST", `/api/library/${file!.id}`, { name: "  " });
    expect(empty.status).toBe(422);
    expect(empty.json<Invalid>().errors?.name).toBe(MSG.required);
    const teesFolder = await folder("Oscar", null, owner, tees);
    expect((await as("POST", `/api/library/${file!.id}`, { folder_id: teesFolder })).status).toBe(404);
    expect((await as("POST", `/api/library/${file!.id}`, { name: "x.png" }, owner, tees)).status).toBe(404);
    expect((await as("POST", `/api/library/${file!.id}`, { name: "x.png" }, salesperson)).status).toBe(403);
  });

  it("deletes a file and its stored copies; another store cannot", async () => {
    const [file] = await uploadTo(null, ["gone.png"]);
    const path = await pathOf(file!.id);
    expect(existsSync(join(t.config.uploadDir, path))).toBe(true);
    expect((await as("DELETE", `/api/library/${file!.id}`, undefined, owner, tees)).status).toBe(404);
    const res = await as("DELETE", `/api/library/${file!.id}`);
    expect(res.status).toBe(200);
    expect(existsSync(join(t.config.uploadDir, path))).toBe(false);
    expect((await as("GET", `/api/library/${file!.id}`)).status).toBe(404);
  });

  it("POST /api/library uploads with a folder_id field", async () => {
    const target = await folder("Posted");
    const form = new FormData();
    form.append("folder_id", String(target));
    form.append("files[0]", new Blob([new Uint8Array(await png())], { type: "image/png" }), "posted.png");
    const res = await as("POST", "/api/library", form);
    expect(res.status).toBe(200);
    expect(res.json<UploadResponse>().data[0]!.folder_id).toBe(target);
  });
});

describe("folders", () => {
  it("creates nested folders, renames, refuses moving a folder into itself, deletes with contents", async () => {
    const outer = await folder("Outer");
    const inner = await folder("Inner", outer);
    const [file] = await uploadTo(inner, ["deep.png"]);
    const path = await pathOf(file!.id);
    const renamed = await as("PUT", `/api/library/folder/${outer}`, { name: "Outer 2" });
    expect(renamed.json<{ data: { name: string } }>().data.name).toBe("Outer 2");
    const loop = await as("PUT", `/api/library/folder/${outer}`, { parent_id: inner });
    expect(loop.status).toBe(422);
    expect(loop.json<Invalid>().message).toBe(LIBRARY_MSG.folderIntoItself);
    const trail = (await as("GET", `/api/library?folder_id=${inner}`)).json<LibraryListResponse>()
      .breadcrumbs;
    expect(trail.map((f) => f.name)).toEqual(["Outer 2", "Inner"]);
    expect((await as("DELETE", `/api/library/folder/${outer}`, undefined, owner, tees)).status).toBe(404);
    expect((await as("DELETE", `/api/library/folder/${outer}`)).status).toBe(200);
    expect((await as("GET", `/api/library/${file!.id}`)).status).toBe(404);
    expect(existsSync(join(t.config.uploadDir, path))).toBe(false);
  });

  it("answers 422 for a missing name, 404 for a parent of another store, 403 for a salesperson", async () => {
    const missing = await as("POST", "/api/library/folder", {});
    expect(missing.status).toBe(422);
    const teesFolder = await folder("Tees only", null, owner, tees);
    expect((await as("POST", "/api/library/folder", { name: "x", parent_id: teesFolder })).status).toBe(404);
    expect((await as("POST", "/api/library/folder", { name: "x" }, salesperson)).status).toBe(403);
    expect((await call(t.app, "POST", "/api/library/folder", { body: { name: "x" } })).status).toBe(401);
  });
});

describe("many files: PUT and DELETE /api/library/multiple/files", () => {
  it("moves and deletes several files; one foreign id fails the whole call", async () => {
    const files = await uploadTo(null, ["m1.png", "m2.png"]);
    const [foreign] = await uploadTo(null, ["theirs.png"], owner, tees);
    const target = await folder("Many");
    const ids = files.map((f) => f.id);
    const moved = await as("PUT", "/api/library/multiple/files", { ids, folder_id: target });
    expect(moved.status).toBe(200);
    const inside = (await as("GET", `/api/library?folder_id=${target}`)).json<LibraryListResponse>();
    expect(inside.data.map((f) => f.id).sort()).toEqual([...ids].sort());
    const mixed = await as("DELETE", "/api/library/multiple/files", { ids: [...ids, foreign!.id] });
    expect(mixed.status).toBe(404);
    expect((await as("GET", `/api/library/${ids[0]}`)).status).toBe(200);
    const empty = await as("PUT", "/api/library/multiple/files", { ids: [], folder_id: null });
    expect(empty.status).toBe(422);
    expect((await as("DELETE", "/api/library/multiple/files", { ids }, salesperson)).status).toBe(403);
    const gone = await as("DELETE", "/api/library/multiple/files", { ids });
    expect(gone.status).toBe(200);
    expect((await as("GET", `/api/library/${ids[0]}`)).status).toBe(404);
  });
});

describe("approved status", () => {
  it("platform admins approve; store members cannot", async () => {
    const [file] = await uploadTo(null, ["approve.png"]);
    const denied = await as("PUT", `/api/library/approved-status/${file!.id}`, { approved: true });
    expect(denied.status).toBe(403);
    const res = await call(t.app, "PUT", `/api/library/approved-status/${file!.id}`, {
      token: admin,
      body: { approved: true },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ data: LibraryFile }>().data.approved).toBe(true);
    const approvedOnly = (
      await as("GET", "/api/library?approved=1&per_page=100")
    ).json<LibraryListResponse>();
    expect(approvedOnly.data.map((f) => f.id)).toContain(file!.id);
    const bad = await call(t.app, "PUT", `/api/library/approved-status/${file!.id}`, {
      token: admin,
      body: {},
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await call(t.app, "PUT", "/api/library/approved-status/999999", {
          token: admin,
          body: { approved: true },
        })
      ).status,
    ).toBe(404);
  });
});

describe("file preparation requests", () => {
  it("a store asks, edits and sees its requests; an admin delivers the prepared file", async () => {
    const [file] = await uploadTo(null, ["rough.png"]);
    const created = await as("POST", "/api/library/file-prep-request", {
      file_id: file!.id,
      note: "Vectorise it",
    });
    expect(created.status).toBe(201);
    const request = created.json<{ message: string; data: FilePrepRequest }>();
    expect(request.message).toBe(LIBRARY_MSG.prepRequested);
    expect(request.data).toMatchObject({ status: "pending", note: "Vectorise it", file: { id: file!.id } });
    const edited = await as("PUT", `/api/library/file-prep-request/${request.data.id}`, {
      note: "Vectorise, 2 colours",
    });
    expect(edited.json<{ data: FilePrepRequest }>().data.note).toBe("Vectorise, 2 colours");
    const cheat = await as("PUT", `/api/library/file-prep-request/${request.data.id}`, { status: "done" });
    expect(cheat.status).toBe(422);

    const list = (await as("GET", "/api/library/file-prep-request")).json<{ data: FilePrepRequest[] }>();
    expect(list.data.map((r) => r.id)).toContain(request.data.id);
    const theirs = (await as("GET", "/api/library/file-prep-request", undefined, owner, tees)).json<{
      data: FilePrepRequest[];
    }>();
    expect(theirs.data.map((r) => r.id)).not.toContain(request.data.id);
    expect(
      (await as("PUT", `/api/library/file-prep-request/${request.data.id}`, { note: "x" }, owner, tees))
        .status,
    ).toBe(404);
    expect((await as("GET", "/api/library/file-prep-request?all=1")).status).toBe(403);

    const all = await call(t.app, "GET", "/api/library/file-prep-request?all=1&status=pending", {
      token: admin,
    });
    expect(all.json<{ data: FilePrepRequest[] }>().data.map((r) => r.id)).toContain(request.data.id);
    const progress = await call(t.app, "PUT", `/api/library/file-prep-request/${request.data.id}`, {
      token: admin,
      body: { status: "in_progress", admin_note: "On it" },
    });
    expect(progress.json<{ data: FilePrepRequest }>().data).toMatchObject({
      status: "in_progress",
      admin_note: "On it",
    });

    const form = new FormData();
    form.append("request_id", String(request.data.id));
    form.append(
      "files[0]",
      new Blob([new Uint8Array(await png("#00c"))], { type: "image/png" }),
      "ready.png",
    );
    const delivered = await call(t.app, "POST", "/api/library/admin-file-prep-request", {
      token: admin,
      body: form,
    });
    expect(delivered.status).toBe(200);
    const done = delivered.json<{ data: FilePrepRequest }>().data;
    expect(done.status).toBe("done");
    expect(done.result_file).toMatchObject({ name: "ready.png", approved: true });
    const library = (await as("GET", "/api/library?per_page=100")).json<LibraryListResponse>();
    expect(library.data.map((f) => f.id)).toContain(done.result_file!.id);
    const closed = await as("PUT", `/api/library/file-prep-request/${request.data.id}`, {
      status: "cancelled",
    });
    expect(closed.status).toBe(409);
  });

  it("answers 422 without a file, 404 for another store's file, 403 when a store member delivers", async () => {
    expect((await as("POST", "/api/library/file-prep-request", {})).status).toBe(422);
    const [foreign] = await uploadTo(null, ["t.png"], owner, tees);
    expect((await as("POST", "/api/library/file-prep-request", { file_id: foreign!.id })).status).toBe(404);
    const form = new FormData();
    form.append("request_id", "1");
    form.append("files[0]", new Blob([new Uint8Array(await png())], { type: "image/png" }), "x.png");
    expect((await as("POST", "/api/library/admin-file-prep-request", form)).status).toBe(403);
    expect((await call(t.app, "GET", "/api/library/file-prep-request")).status).toBe(401);
  });
});

describe("GET /api/admin/media", () => {
  it("lists a storage directory for admins only", async () => {
    const [file] = await uploadTo(null, ["media.png"]);
    const path = await pathOf(file!.id);
    const dir = path.slice(0, path.lastIndexOf("/"));
    const res = await call(t.app, "GET", `/api/admin/media?dir=${encodeURIComponent(dir)}`, { token: admin });
    expect(res.status).toBe(200);
    const body = res.json<{ data: MediaEntry[]; parent: string }>();
    const entry = body.data.find((e) => e.path === path);
    expect(entry).toMatchObject({ type: "file", extension: "png", width: 20, height: 20 });
    expect(body.data[0]!.type).toBe("directory");
    expect(body.parent).toBe(dir.slice(0, dir.lastIndexOf("/")));
    expect((await call(t.app, "GET", "/api/admin/media?dir=..%2Fetc", { token: admin })).status).toBe(422);
    expect((await call(t.app, "GET", "/api/admin/media", { token: designer })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/admin/media")).status).toBe(401);
  });
});

describe("OpenAPI", () => {
  it("documents the upload and library calls", async () => {
    const doc = (await call(t.app, "GET", "/api/docs/openapi.json")).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      "/api/upload/{type}",
      "/api/upload/library",
      "/api/upload/library/{folderId}",
      "/api/upload/dpi/{type}",
      "/api/upload/update",
      "/api/get/resized/file",
      "/api/file/details",
      "/api/library",
      "/api/library/{id}",
      "/api/library/folder",
      "/api/library/folder/{id}",
      "/api/library/multiple/files",
      "/api/library/approved-status/{id}",
      "/api/library/file-prep-request",
      "/api/library/file-prep-request/{id}",
      "/api/library/admin-file-prep-request",
      "/api/admin/media",
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
