import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_MSG, MSG } from "../../domain/messages.js";
import type { LibraryFile, LibraryFileDetail, UploadResponse } from "../../domain/library.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let designer: string, salesperson: string, owner: string, admin: string;
let acme: number, tees: number;

type Invalid = { message: string; errors?: Record<string, string> };

/** Every file under the upload folder, so a test can prove a refused upload stored nothing. */
function storedFiles(): string[] {
  const root = t.config.uploadDir;
  const walk = (dir: string): string[] => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return [];
    }
    return entries.flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  };
  return walk(root).sort();
}

function form(files: { data: Buffer; name: string; type?: string }[], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  files.forEach((f, i) =>
    data.append(
      `files[${i}]`,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? "application/octet-stream" }),
      f.name,
    ),
  );
  return data;
}

const png = (width = 40, height = 20, density = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#c00" } })
    .withMetadata({ density })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: "#0c0" } })
    .jpeg()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const dst = Buffer.concat([
  Buffer.from("LA:design         \r"),
  Buffer.alloc(600, 0x20),
  Buffer.from([0, 0, 0xf3]),
]);

const upload = (url: string, body: FormData, token = designer, website = acme) =>
  call(t.app, "POST", url, { token, body, headers: { "x-website-id": String(website) } });

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

describe("POST /api/upload/{type}", () => {
  it("stores a picture with its size and DPI, a thumbnail, and lists it in the library", async () => {
    const res = await upload(
      "/api/upload/product_production",
      form([{ data: await png(), name: "logo.png" }]),
    );
    expect(res.status).toBe(200);
    const body = res.json<UploadResponse>();
    expect(body.message).toBe(LIBRARY_MSG.uploaded);
    const [file] = body.data;
    // 40 px across a 12 in wide print: 3 DPI, whatever density the file declares.
    expect(file).toMatchObject({ name: "logo.png", extension: "png", width: 40, height: 20, dpi: 3 });
    expect(file!.approved).toBe(false);
    expect(file!.thumb_url).toContain("/files/signed/");
    const thumb = await call(t.app, "GET", file!.thumb_url);
    expect(thumb.status).toBe(200);
    const original = await call(t.app, "GET", file!.url);
    expect(original.status).toBe(200);
    const list = await call(t.app, "GET", "/api/library", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(list.json<{ data: LibraryFile[] }>().data.map((f) => f.id)).toContain(file!.id);
  });

  it("takes several files at once, in order, with PDF, DST and JPEG content proven by their bytes", async () => {
    const res = await upload(
      "/api/upload/product_production",
      form([
        { data: pdf, name: "art.pdf" },
        { data: dst, name: "stitch.dst" },
        { data: await jpeg(), name: "photo.JPG" },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json<UploadResponse>().data.map((f) => f.extension)).toEqual(["pdf", "dst", "jpg"]);
    expect(res.json<UploadResponse>().data[0]!.thumb_url).toBe("");
  });

  it("keeps product photos out of the library", async () => {
    const res = await upload("/api/upload/product_photos", form([{ data: await png(), name: "front.png" }]));
    expect(res.status).toBe(200);
    const id = res.json<UploadResponse>().data[0]!.id;
    const list = await call(t.app, "GET", "/api/library?per_page=100", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(list.json<{ data: LibraryFile[] }>().data.map((f) => f.id)).not.toContain(id);
  });

  describe("refuses what it must, with a clear message, storing nothing", () => {
    const cases: [string, () => Promise<{ data: Buffer; name: string }>, number, (m: string) => void][] = [
      [
        "a PNG renamed .dst",
        async () => ({ data: await png(), name: "design.dst" }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.mismatch("design.dst", "dst")),
      ],
      [
        "an SVG with a script",
        async () => ({
          data: Buffer.from(
            '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
          name: "evil.png",
        }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.svgRefused("evil.png")),
      ],
      [
        "an SVG under its own name",
        async () => ({ data: Buffer.from('<svg onload="alert(1)"></svg>'), name: "logo.svg" }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.svgRefused("logo.svg")),
      ],
      [
        "an HTML page",
        async () => ({
          data: Buffer.from("<!DOCTYPE html><html><body><script>x()</script></body></html>"),
          name: "a.pdf",
        }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.htmlRefused("a.pdf")),
      ],
      [
        "a zero-byte file",
        async () => ({ data: Buffer.alloc(0), name: "empty.png" }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.emptyFile("empty.png")),
      ],
      [
        "a truncated PNG",
        async () => {
          const full = await png(200, 200);
          return { data: full.subarray(0, full.length - 30), name: "cut.png" };
        },
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.damaged("cut.png")),
      ],
      [
        "a JPEG named .png",
        async () => ({ data: await jpeg(), name: "photo.png" }),
        422,
        (m) => expect(m).toBe(LIBRARY_MSG.mismatch("photo.png", "png")),
      ],
      [
        "an extension the type does not take",
        async () => ({ data: Buffer.from("a,b\n1,2\n"), name: "list.csv" }),
        422,
        (m) => expect(m).toContain("list.csv cannot be uploaded here"),
      ],
      [
        "an oversized file",
        async () => ({ data: Buffer.alloc(10 * 1024 * 1024 + 10, 0x20), name: "huge.dst" }),
        413,
        (m) => expect(m).toBe(LIBRARY_MSG.tooLarge("huge.dst", 10)),
      ],
    ];
    for (const [label, make, status, check] of cases) {
      it(label, async () => {
        const before = storedFiles();
        const file = await make();
        // A good file beside the bad one: the whole upload is refused, the good one is not kept either.
        const res = await upload(
          "/api/upload/product_production",
          form([{ data: await png(), name: "good.png" }, file]),
        );
        expect(res.status).toBe(status);
        check(res.json<Invalid>().message);
        expect(storedFiles()).toEqual(before);
      });
    }
  });

  it("embroidery needs a .dst among its files", async () => {
    const res = await upload("/api/upload/embroidery", form([{ data: pdf, name: "only.pdf" }]));
    expect(res.status).toBe(422);
    expect(res.json<Invalid>().message).toBe(LIBRARY_MSG.embroideryNeedsDst);
    const ok = await upload(
      "/api/upload/embroidery",
      form([
        { data: dst, name: "a.dst" },
        { data: pdf, name: "a.pdf" },
      ]),
    );
    expect(ok.status).toBe(200);
  });

  it("answers 422 without files, 400 for an unknown type", async () => {
    const empty = await upload("/api/upload/collection", form([], { x: "1" }));
    expect(empty.status).toBe(422);
    expect(empty.json<Invalid>().message).toBe(LIBRARY_MSG.noFiles);
    const unknown = await upload("/api/upload/nope", form([{ data: await png(), name: "a.png" }]));
    expect(unknown.status).toBe(400);
  });

  it("answers 401 without a session, 403 without a library right, 404 for a store you are not in", async () => {
    const file = async () => form([{ data: await png(), name: "a.png" }]);
    const anonymous = await call(t.app, "POST", "/api/upload/collection", {
      body: await file(),
      headers: { "x-website-id": String(acme) },
    });
    expect(anonymous.status).toBe(401);
    const sales = await upload("/api/upload/collection", await file(), salesperson);
    expect(sales.status).toBe(403);
    expect(sales.json<Invalid>().message).toBe(MSG.permissionDenied);
    const other = await upload("/api/upload/collection", await file(), designer, tees);
    expect(other.status).toBe(404);
    const noStore = await call(t.app, "POST", "/api/upload/collection", {
      token: designer,
      body: await file(),
    });
    expect(noStore.status).toBe(400);
  });
});

describe("POST /api/upload/library and /api/upload/library/{folderId}", () => {
  it("uploads into the root and into a folder of the store; another store's folder is 404", async () => {
    const folder = await call(t.app, "POST", "/api/library/folder", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { name: "Logos" },
    });
    expect(folder.status).toBe(201);
    const folderId = folder.json<{ data: { id: number } }>().data.id;
    const root = await upload("/api/upload/library", form([{ data: await png(), name: "root.png" }]));
    expect(root.json<UploadResponse>().data[0]!.folder_id).toBeNull();
    const inside = await upload(
      `/api/upload/library/${folderId}`,
      form([{ data: await png(), name: "in.png" }]),
    );
    expect(inside.status).toBe(200);
    expect(inside.json<UploadResponse>().data[0]!.folder_id).toBe(folderId);
    const foreign = await upload(
      `/api/upload/library/${folderId}`,
      form([{ data: await png(), name: "x.png" }]),
      owner,
      tees,
    );
    expect(foreign.status).toBe(404);
  });
});

describe("POST /api/upload/dpi/{type}", () => {
  it("gives the DPI of pictures at the standard print size and refuses other files", async () => {
    const res = await upload(
      "/api/upload/dpi/product_production",
      form([{ data: await png(1200, 1600, 72), name: "a.png" }]),
    );
    expect(res.status).toBe(200);
    expect(res.json<UploadResponse>().data[0]!.dpi).toBe(100);
    const refused = await upload("/api/upload/dpi/product_production", form([{ data: pdf, name: "a.pdf" }]));
    expect(refused.status).toBe(422);
  });
});

describe("GET /api/file/details and POST /api/get/resized/file", () => {
  let file: LibraryFile;
  beforeAll(async () => {
    const res = await upload(
      "/api/upload/product_production",
      form([{ data: await png(800, 400), name: "big.png" }]),
    );
    file = res.json<UploadResponse>().data[0]!;
  });

  it("details by id and by path; another store's file is 404", async () => {
    const byId = await call(t.app, "GET", `/api/file/details?id=${file.id}`, {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(byId.status).toBe(200);
    const detail = byId.json<LibraryFileDetail>();
    expect(detail).toMatchObject({
      id: file.id,
      width: 800,
      height: 400,
      mime: "image/png",
      uploaded_by: expect.any(String),
    });
    const byPath = await call(t.app, "GET", `/api/file/details?path=${encodeURIComponent(detail.path)}`, {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(byPath.json<LibraryFileDetail>().id).toBe(file.id);
    const foreign = await call(t.app, "GET", `/api/file/details?id=${file.id}`, {
      token: owner,
      headers: { "x-website-id": String(tees) },
    });
    expect(foreign.status).toBe(404);
    const missing = await call(t.app, "GET", "/api/file/details", {
      token: designer,
      headers: { "x-website-id": String(acme) },
    });
    expect(missing.status).toBe(422);
    expect((await call(t.app, "GET", `/api/file/details?id=${file.id}`)).status).toBe(401);
  });

  it("makes a resized copy once and serves it", async () => {
    const ask = () =>
      call(t.app, "POST", "/api/get/resized/file", {
        token: designer,
        headers: { "x-website-id": String(acme) },
        body: { id: file.id, width: 100 },
      });
    const res = await ask();
    expect(res.status).toBe(200);
    const { url } = res.json<{ url: string }>();
    const image = await t.app.inject({ method: "GET", url });
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(100);
    expect(meta.height).toBe(50);
    expect((await ask()).json<{ url: string }>().url).toBe(url);
    const bad = await call(t.app, "POST", "/api/get/resized/file", {
      token: designer,
      headers: { "x-website-id": String(acme) },
      body: { id: file.id, width: 5 },
    });
    expect(bad.status).toBe(422);
    const sales = await call(t.app, "POST", "/api/get/resized/file", {
      token: salesperson,
      headers: { "x-website-id": String(acme) },
      body: { id: file.id, width: 100 },
    });
    expect(sales.status).toBe(403);
  });
});

describe("POST /api/upload/update (image editor save)", () => {
  it("saves the edit as a new file waiting for approval, and refuses non-pictures", async () => {
    const res = await upload(
      "/api/upload/product_production",
      form([{ data: await png(300, 300), name: "edit.png" }]),
    );
    const file = res.json<UploadResponse>().data[0]!;
    await call(t.app, "PUT", `/api/library/approved-status/${file.id}`, {
      token: admin,
      body: { approved: true },
    });
    const detail = (
      await call(t.app, "GET", `/api/file/details?id=${file.id}`, {
        token: designer,
        headers: { "x-website-id": String(acme) },
      })
    ).json<LibraryFileDetail>();
    const edited = new FormData();
    edited.append("path", detail.path);
    edited.append("file", new Blob([new Uint8Array(await png(150, 100))], { type: "image/png" }), "blob");
    const saved = await upload("/api/upload/update", edited);
    expect(saved.status).toBe(200);
    expect(saved.json<{ message: string; data: LibraryFileDetail }>()).toMatchObject({
      message: LIBRARY_MSG.filesUpdated,
      data: { name: "edit (edited).png", width: 150, height: 100, approved: false, approval: "pending" },
    });
    expect(saved.json<{ data: LibraryFileDetail }>().data.id).not.toBe(file.id);
    const bad = new FormData();
    bad.append("path", detail.path);
    bad.append("file", new Blob([pdf], { type: "application/pdf" }), "blob");
    const refused = await upload("/api/upload/update", bad);
    expect(refused.status).toBe(422);
    expect(refused.json<Invalid>().message).toBe(LIBRARY_MSG.cantUpdate);
    const foreign = new FormData();
    foreign.append("path", detail.path);
    foreign.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "blob");
    expect((await upload("/api/upload/update", foreign, owner, tees)).status).toBe(404);
  });
});
