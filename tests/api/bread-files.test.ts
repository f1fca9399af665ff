import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryFile, LibraryFileDetail, UploadResponse } from "../../domain/library.js";
import { LIBRARY_MSG, MSG } from "../../domain/messages.js";
import { thumbKey } from "../../server/services/uploads/images.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/** /api/bread/File: a store's library files, on the seeded demo data. */

let t: TestApp;
let designer: string, owner: string, salesperson: string, client: string, admin: string;
let acme: number, tees: number;
let logos: number;
let alpha: LibraryFile, beta: LibraryFile, photo: LibraryFile, logo: LibraryFile, foreign: LibraryFile;

type FileDto = LibraryFile & {
  website_id: number;
  mime: string | null;
  created_at: string;
  updated_at: string | null;
};
type Invalid = { message: string; errors?: Record<string, string> };

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

const picture = (format: "png" | "jpeg") =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#c00" } })
    .toFormat(format)
    .toBuffer();

async function upload(names: string[], token: string, website: number, folderId?: number) {
  const form = new FormData();
  for (const [i, name] of names.entries()) {
    const jpeg = name.endsWith(".jpg");
    const body = new Uint8Array(await picture(jpeg ? "jpeg" : "png"));
    form.append(`files[${i}]`, new Blob([body], { type: jpeg ? "image/jpeg" : "image/png" }), name);
  }
  const res = await call(
    t.app,
    "POST",
    folderId ? `/api/upload/library/${folderId}` : "/api/upload/library",
    {
      token,
      body: form,
      headers: { "x-website-id": String(website) },
    },
  );
  expect(res.status).toBe(200);
  return res.json<UploadResponse>().data;
}

const bread = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, body?: unknown) =>
  call(t.app, method, `/api/bread/File${url}`, { token, body });

/** Acme's library files as a SQL count, narrowed by `where`. */
async function counted(where: (query: ReturnType<typeof libraryFiles>) => ReturnType<typeof libraryFiles>) {
  const row = await where(libraryFiles())
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const libraryFiles = () =>
  t.db.kysely
    .selectFrom("files")
    .where("website_id", "=", acme)
    .where("type", "=", "file")
    .where("in_library", "=", 1);

/** The total a list answers in its Content-Range. */
async function total(filter: Record<string, unknown>, token = designer): Promise<number> {
  const res = await bread("GET", `?${q({ filter: { website_id: acme, ...filter } })}`, token);
  expect(res.status).toBe(200);
  return Number(/\/(\d+)$/.exec(String(res.headers["content-range"]))![1]);
}

beforeAll(async () => {
  t = await createTestApp();
  [designer, owner, salesperson, client, admin] = await Promise.all(
    ["designer", "owner", "salesperson", "client", "admin"].map((u) => login(t.app, `${u}@example.com`)),
  );
  acme = await storeId(t.db, "Acme Team Store");
  tees = await storeId(t.db, "Oscar's Tees");
  const made = await call(t.app, "POST", "/api/library/folder", {
    token: designer,
    body: { name: "Logos" },
    headers: { "x-website-id": String(acme) },
  });
  logos = made.json<{ data: { id: number } }>().data.id;
  [alpha, beta, photo] = await upload(["alpha.png", "beta.png", "photo.jpg"], designer, acme);
  [logo] = await upload(["logo-red.png"], designer, acme, logos);
  [foreign] = await upload(["tees.png"], owner, tees);
  // The print team approves one file and rejects another.
  for (const [file, approved] of [
    [alpha!, true],
    [beta!, false],
  ] as const) {
    const res = await call(t.app, "PUT", `/api/library/approved-status/${file.id}`, {
      token: admin,
      body: { approved },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

describe("GET /api/bread/File", () => {
  it("lists the store's library files, newest first, with Content-Range equal to a SQL count", async () => {
    const res = await bread("GET", `?${q({ filter: { website_id: acme }, range: [0, 1] })}`, designer);
    expect(res.status).toBe(200);
    const all = await counted((query) => query);
    expect(all).toBe(4);
    expect(res.headers["content-range"]).toBe(`file 0-1/${all}`);
    const rows = res.json<FileDto[]>();
    expect(rows.map((f) => f.id)).toEqual([logo!.id, photo!.id]);
    expect(rows[0]).toMatchObject({
      name: "logo-red.png",
      folder_id: logos,
      website_id: acme,
      extension: "png",
    });
    // URLs as the library gives them, never the storage path.
    for (const row of rows) {
      expect(row.url).toMatch(/\/files\//);
      expect(row).not.toHaveProperty("path");
    }
  });

  it("filters by folder, extension, pictures, approval and name, each as a SQL count", async () => {
    expect(await total({ folder_id: logos })).toBe(await counted((x) => x.where("parent_id", "=", logos)));
    expect(await total({ folder_id: logos })).toBe(1);
    expect(await total({ folder_id: 0 })).toBe(await counted((x) => x.where("parent_id", "is", null)));
    expect(await total({ folder_id: "root" })).toBe(3);
    expect(await total({ extension: "jpg" })).toBe(await counted((x) => x.where("extension", "=", "jpg")));
    expect(await total({ extension: ["png", "jpg"] })).toBe(4);
    expect(await total({ accept: "image" })).toBe(4);
    expect(await total({ approval: "approved" })).toBe(await counted((x) => x.where("approved", "=", 1)));
    expect(await total({ approval: "approved" })).toBe(1);
    expect(await total({ approval: "rejected" })).toBe(1);
    expect(await total({ approval: "pending" })).toBe(await counted((x) => x.where("approved", "=", 0)));
    expect(await total({ approval: "pending" })).toBe(2);
    // As the library's own `approved=0`: every file not approved, waiting or rejected.
    expect(await total({ approved: false })).toBe(3);
    expect(await total({ approved: true })).toBe(1);
    expect(await total({ q: "LOGO" })).toBe(1);
    expect(await total({ q: "a", folder_id: 0 })).toBe(2);
    const listed = await call(t.app, "GET", `/api/library?website_id=${acme}&search=a&approved=0`, {
      token: designer,
    });
    expect(await total({ q: "a", approved: false })).toBe(listed.json<{ total: number }>().total);
  });

  it("sorts by name and size and refuses unknown filters and values (400)", async () => {
    const res = await bread(
      "GET",
      `?${q({ filter: { website_id: acme }, sort: ["name", "ASC"] })}`,
      designer,
    );
    expect(res.json<FileDto[]>().map((f) => f.name)).toEqual([
      "alpha.png",
      "beta.png",
      "logo-red.png",
      "photo.jpg",
    ]);
    const bySize = await bread(
      "GET",
      `?${q({ filter: { website_id: acme }, sort: ["size", "DESC"] })}`,
      designer,
    );
    const sizes = bySize.json<FileDto[]>().map((f) => f.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(
      (await bread("GET", `?${q({ filter: { website_id: acme, approval: "maybe" } })}`, designer)).status,
    ).toBe(400);
    expect(
      (await bread("GET", `?${q({ filter: { website_id: acme, folder_id: -2 } })}`, designer)).status,
    ).toBe(400);
    expect((await bread("GET", `?${q({ filter: { website_id: acme, path: "x" } })}`, designer)).status).toBe(
      400,
    );
    expect((await bread("GET", `?${q({ sort: ["path", "ASC"] })}`, designer)).status).toBe(400);
  });

  it("answers 403 to a salesperson or a client of the store and 404 to another company's owner", async () => {
    const url = `?${q({ filter: { website_id: acme } })}`;
    expect((await bread("GET", url, salesperson)).status).toBe(403);
    expect((await bread("GET", url, client)).status).toBe(403);
    const outsider = await bread("GET", url, owner);
    expect(outsider.status).toBe(404);
    expect(outsider.json<Invalid>().message).toBe(MSG.websiteNotFound);
    // Without a store, a list covers the caller's own stores only.
    const mine = await bread("GET", "", owner);
    expect(mine.json<FileDto[]>().map((f) => f.id)).toEqual([foreign!.id]);
  });
});

describe("GET /api/bread/File/:id", () => {
  it("reads a file as the library's detail shows it, without its storage path", async () => {
    const res = await bread("GET", `/${alpha!.id}`, designer);
    expect(res.status).toBe(200);
    const detail = (
      await call(t.app, "GET", `/api/library/${alpha!.id}?website_id=${acme}`, { token: designer })
    ).json<LibraryFileDetail>();
    const { path: _path, uploaded_by: _by, ...shown } = detail;
    expect(res.json<FileDto>()).toEqual({ ...shown, website_id: acme });
    expect(res.json<FileDto>()).toMatchObject({ approval: "approved", approved: true, mime: "image/png" });
  });

  it("answers 404 for another company's file or a folder, 403 to a salesperson or a client", async () => {
    expect((await bread("GET", `/${foreign!.id}`, designer)).status).toBe(404);
    expect((await bread("GET", `/${logos}`, designer)).status).toBe(404);
    expect((await bread("GET", `/${alpha!.id}`, owner)).status).toBe(404);
    expect((await bread("GET", `/${alpha!.id}`, salesperson)).status).toBe(403);
    expect((await bread("GET", `/${alpha!.id}`, client)).status).toBe(403);
  });
});

describe("writes", () => {
  it("renames and moves a file through the library service", async () => {
    const res = await bread("PUT", `/${photo!.id}`, designer, { name: "  summer.jpg ", folder_id: logos });
    expect(res.status).toBe(200);
    expect(res.json<FileDto>()).toMatchObject({ id: photo!.id, name: "summer.jpg", folder_id: logos });
    expect(res.json<FileDto>()).not.toHaveProperty("path");
    const row = await t.db.kysely
      .selectFrom("files")
      .select(["name", "parent_id", "updated_at"])
      .where("id", "=", photo!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "summer.jpg", parent_id: logos });
    expect(row.updated_at).not.toBeNull();
    // Back to the root; a record as the SPA sends it whole keeps its read-only fields as they are.
    const back = await bread("PUT", `/${photo!.id}`, designer, {
      ...res.json<FileDto>(),
      folder_id: null,
      approved: true,
    });
    expect(back.json<FileDto>()).toMatchObject({ folder_id: null, approval: "pending" });
  });

  it("answers 422 with the library's messages for a bad name, 404 for another store's folder", async () => {
    const empty = await bread("PUT", `/${beta!.id}`, designer, { name: "   " });
    expect(empty.status).toBe(422);
    expect(empty.json<Invalid>().errors).toEqual({ name: MSG.required });
    const long = await bread("PUT", `/${beta!.id}`, designer, { name: "x".repeat(201) });
    expect(long.status).toBe(422);
    expect(long.json<Invalid>().errors).toEqual({ name: LIBRARY_MSG.nameTooLong(200) });
    const badFolder = await bread("PUT", `/${beta!.id}`, designer, { folder_id: "up" });
    expect(badFolder.status).toBe(422);
    const theirs = await call(t.app, "POST", "/api/library/folder", {
      token: owner,
      body: { name: "Theirs" },
      headers: { "x-website-id": String(tees) },
    });
    const elsewhere = await bread("PUT", `/${beta!.id}`, designer, {
      folder_id: theirs.json<{ data: { id: number } }>().data.id,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json<Invalid>().message).toBe(LIBRARY_MSG.folderNotFound);
    const row = await t.db.kysely
      .selectFrom("files")
      .select(["name", "parent_id"])
      .where("id", "=", beta!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "beta.png", parent_id: null });
  });

  it("refuses writes to a salesperson or a client (403), another company (404); no create (405)", async () => {
    for (const token of [salesperson, client]) {
      expect((await bread("PUT", `/${beta!.id}`, token, { name: "x.png" })).status).toBe(403);
      expect((await bread("DELETE", `/${beta!.id}`, token)).status).toBe(403);
    }
    expect((await bread("PUT", `/${beta!.id}`, owner, { name: "x.png" })).status).toBe(404);
    expect((await bread("DELETE", `/${beta!.id}`, owner)).status).toBe(404);
    expect((await bread("PUT", `/${foreign!.id}`, designer, { name: "x.png" })).status).toBe(404);
    const create = await bread("POST", "", designer, { website_id: acme, name: "new.png" });
    expect(create.status).toBe(405);
    expect(await counted((x) => x.where("name", "=", "new.png"))).toBe(0);
  });

  it("deletes a file with its stored object and thumbnail, as the library's delete does", async () => {
    const path = (
      await call(t.app, "GET", `/api/library/${beta!.id}?website_id=${acme}`, { token: designer })
    ).json<LibraryFileDetail>().path;
    expect(existsSync(join(t.config.uploadDir, path))).toBe(true);
    expect(existsSync(join(t.config.uploadDir, thumbKey(path)))).toBe(true);
    const res = await bread("DELETE", `/${beta!.id}`, designer);
    expect(res.status).toBe(200);
    expect(res.json<FileDto>()).toMatchObject({ id: beta!.id, name: "beta.png" });
    expect(res.json<FileDto>()).not.toHaveProperty("path");
    expect(await counted((x) => x.where("id", "=", beta!.id))).toBe(0);
    expect(existsSync(join(t.config.uploadDir, path))).toBe(false);
    expect(existsSync(join(t.config.uploadDir, thumbKey(path)))).toBe(false);
    expect((await bread("GET", `/${beta!.id}`, designer)).status).toBe(404);
    expect((await bread("DELETE", `/${beta!.id}`, designer)).status).toBe(404);
  });
});
