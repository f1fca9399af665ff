import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LibraryFile, LibraryFolder, LibraryListResponse } from "../../domain/library";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { delay } from "msw";
import { alsoAnswerApi, callsTo, type ApiCall, type Handler, type Reply } from "./api";
import { admin, openApp, owner, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

type FileRecord = LibraryFile & { website_id: number; created_at: string; updated_at: string | null };

const file = (id: number, overrides: Partial<FileRecord> = {}): FileRecord => ({
  id,
  name: `design-${id}.png`,
  url: `/files/signed/websites/7/files/${id}.png?expires=1&signature=s`,
  thumb_url: `/files/signed/websites/7/files/.thumbs/${id}.png/300xauto.png?expires=1&signature=s`,
  width: 1200,
  height: 800,
  extension: "png",
  size: 2048,
  dpi: 300,
  approved: false,
  approval: "pending",
  folder_id: null,
  website_id: 7,
  // Newer files have higher ids, as the library stores them.
  created_at: new Date(Date.UTC(2026, 5, 1, 0, id)).toISOString(),
  updated_at: null,
  ...overrides,
});

/**
 * The store's files answered from an in-memory store the way the File model answers them
 * (filter, sort and range of ra-data-simple-rest, Content-Range), the folders as GET /api/library
 * answers them, and the shell's calls as the app stub answers them.
 */
function stubLibrary(files: FileRecord[], folders: LibraryFolder[] = [], user = owner) {
  const seen: ApiCall[] = [];
  const state = { files: [...files], folders: [...folders] };
  const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
    status,
    body,
    headers,
  });
  const handler: Handler = (call) => {
    seen.push(call);
    const { method, url, body } = call;
    if (method === "GET" && url.pathname === "/api/bread/File") {
      const filter = JSON.parse(url.searchParams.get("filter") ?? "{}") as Record<string, unknown>;
      const [from = 0, to = 9] = JSON.parse(url.searchParams.get("range") ?? "[0,9]") as number[];
      const [field, order] = JSON.parse(url.searchParams.get("sort") ?? '["id","DESC"]') as [
        keyof FileRecord,
        string,
      ];
      let rows = state.files;
      if (filter.folder_id !== undefined)
        rows = rows.filter((f) => f.folder_id === (Number(filter.folder_id) || null));
      if (typeof filter.q === "string") rows = rows.filter((f) => f.name.includes(filter.q as string));
      if (filter.approval) rows = rows.filter((f) => f.approval === filter.approval);
      if (filter.extension) rows = rows.filter((f) => f.extension === filter.extension);
      rows = [...rows].sort((a, b) => {
        const left = String(a[field]);
        const right = String(b[field]);
        return (order === "DESC" ? -1 : 1) * (left < right ? -1 : left > right ? 1 : 0);
      });
      const page = rows.slice(from, to + 1);
      return json(page, 200, { "Content-Range": `file ${from}-${from + page.length - 1}/${rows.length}` });
    }
    if (method === "GET" && url.pathname === "/api/library") {
      const folderId = Number(url.searchParams.get("folder_id")) || null;
      const reply: LibraryListResponse = {
        data: [],
        total: 0,
        current_page: 1,
        per_page: 1,
        last_page: 1,
        folders: state.folders.filter((f) => f.parent_id === folderId),
        breadcrumbs: state.folders.filter((f) => f.id === folderId),
      };
      return json(reply);
    }
    const one = /^\/api\/bread\/File\/(\d+)$/.exec(url.pathname);
    if (method === "DELETE" && one) {
      const id = Number(one[1]);
      const gone = state.files.find((f) => f.id === id);
      state.files = state.files.filter((f) => f.id !== id);
      return json(gone);
    }
    if (method === "PUT" && one) {
      const { name } = body as { name: string };
      if (name === "taken.png")
        return json({ message: "Invalid data", errors: { name: "This name is taken." } }, 422);
      const changed = state.files.find((f) => f.id === Number(one[1]))!;
      Object.assign(changed, { name });
      return json(changed);
    }
    if (method === "GET" && one) return json(state.files.find((f) => f.id === Number(one[1])));
    if (method === "POST" && url.pathname === "/api/library/folder") {
      const { name } = body as { name: string };
      if (name === "taken")
        return json(
          { message: "Value must be at most 200 characters", errors: { name: "This name is not allowed." } },
          422,
        );
      state.folders.push({ id: 900, name, parent_id: null });
      return json({ message: "Completed successfully", data: { id: 900, name, parent_id: null } }, 201);
    }
    const approval = /^\/api\/library\/approved-status\/(\d+)$/.exec(url.pathname);
    if (method === "PUT" && approval) {
      const { approved } = body as { approved: boolean };
      const changed = state.files.find((f) => f.id === Number(approval[1]))!;
      Object.assign(changed, { approved, approval: approved ? "approved" : "rejected" });
      return json({ message: "Files updated successfully", data: changed });
    }
    return json({ message: "Not found." }, 404);
  };
  stubAppApi(user, {
    "GET /api/bread/File": handler,
    "GET /api/bread/File/:id": handler,
    "PUT /api/bread/File/:id": handler,
    "DELETE /api/bread/File/:id": handler,
    "GET /api/library": handler,
    "POST /api/library/folder": handler,
    "PUT /api/library/approved-status/:id": handler,
  });
  return { seen, state };
}

const fileLists = (seen: ApiCall[]) => seen.filter((s) => s.method === "GET" && s.path === "/api/bread/File");

function openLibrary(path = "/files", user = owner) {
  storeActiveWebsiteId(7);
  openApp(user, path);
}

const cards = () => screen.queryAllByRole("checkbox", { name: /^Select / });

describe("the store's file library (the File Resource, /files)", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import("../../resources/files/FileList"), import("../../resources/files/FileEdit")]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows folders and 8 files, then 12 more per Show more, with DPI and approved chips", async () => {
    const files = Array.from({ length: 25 }, (_, i) =>
      file(25 - i, i === 0 ? { approved: true, approval: "approved" } : {}),
    );
    const { seen } = stubLibrary(files, [{ id: 50, name: "Campaign", parent_id: null }]);
    openLibrary();
    await eventually(() => expect(cards()).toHaveLength(8));
    expect(screen.getByRole("button", { name: "Open folder Campaign" })).toBeTruthy();
    expect(screen.getByText("8 of 25 files")).toBeTruthy();
    expect(screen.getAllByText("300 DPI").length).toBe(8);
    expect(screen.getAllByText("Approved")).toHaveLength(1);
    expect(screen.getAllByText("Pending approval")).toHaveLength(7);
    // Loaded 12 at a time, from the root folder, newest first.
    const first = fileLists(seen)[0]!.url.searchParams;
    expect(first.get("range")).toBe("[0,11]");
    expect(JSON.parse(first.get("filter") ?? "{}")).toEqual({ folder_id: 0 });

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await eventually(() => expect(cards()).toHaveLength(20));
    expect(fileLists(seen).some((s) => s.url.searchParams.get("range") === "[12,23]")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await eventually(() => expect(cards()).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("filters by the print team's verdict and sorts by name, in the model's query", async () => {
    const { seen } = stubLibrary([
      file(1, { name: "b.png" }),
      file(2, { name: "a.png", approval: "approved", approved: true }),
      file(3, { name: "c.png", approval: "approved", approved: true }),
    ]);
    openLibrary(
      `/File?filter=${encodeURIComponent(JSON.stringify({ folder_id: 0, approval: "approved" }))}&sort=name&order=ASC`,
    );
    await eventually(() =>
      expect(
        screen.getAllByRole("checkbox", { name: /^Select / }).map((c) => c.getAttribute("aria-label")),
      ).toEqual(expect.arrayContaining(["Select a.png", "Select c.png"])),
    );
    const last = fileLists(seen).at(-1)!.url.searchParams;
    expect(JSON.parse(last.get("filter") ?? "{}")).toEqual({ folder_id: 0, approval: "approved" });
    expect(last.get("sort")).toBe('["name","ASC"]');
  });

  it("lets the print team approve or reject a file from its menu; a store user sees the verdict only", async () => {
    const { seen } = stubLibrary(
      [file(1, { name: "front.png" }), file(2, { name: "back.png", approved: true, approval: "approved" })],
      [],
      admin,
    );
    openLibrary("/files", admin);
    await eventually(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Actions for back.png" }));
    expect(screen.queryByRole("menuitem", { name: "Approve for print" })).toBeNull();
    fireEvent.click(screen.getByRole("menuitem", { name: "Reject" }));
    await eventually(() => expect(screen.getByText("Rejected")).toBeTruthy());
    expect(seen.find((s) => s.method === "PUT")).toMatchObject({
      url: expect.objectContaining({ pathname: "/api/library/approved-status/2" }) as unknown,
      body: { approved: false },
    });
    fireEvent.click(screen.getByRole("button", { name: "Actions for front.png" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Approve for print" }));
    await eventually(() => expect(screen.getByText("Approved")).toBeTruthy());
    expect(screen.queryByText("Pending approval")).toBeNull();
  });

  it("shows a store user each file's verdict without the approve and reject actions", async () => {
    stubLibrary([file(3, { name: "side.png", approval: "rejected" })]);
    openLibrary();
    await eventually(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText("Rejected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Actions for side.png" }));
    expect(screen.getByRole("menuitem", { name: "Rename" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Approve for print" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Reject" })).toBeNull();
  });

  it("opens a folder and shows its empty state", async () => {
    stubLibrary([file(1)], [{ id: 50, name: "Campaign", parent_id: null }]);
    openLibrary();
    fireEvent.click(await screen.findByRole("button", { name: "Open folder Campaign" }, { timeout: 8000 }));
    expect(await screen.findByText("No files here yet", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "All files" })).toBeTruthy();
  });

  it("deletes the selected files only after the confirmation", async () => {
    const { seen } = stubLibrary([file(3), file(2), file(1)]);
    openLibrary();
    await eventually(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select design-3.png" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select design-1.png" }));
    expect(screen.getByText("2 items selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText(/Delete 2 store files/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen.some((s) => s.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", {}, { timeout: 8000 })).getByRole("button", {
        name: "Confirm",
      }),
    );
    await eventually(() => expect(cards()).toHaveLength(1));
    const deleted = seen.filter((s) => s.method === "DELETE").map((s) => s.path);
    expect(deleted.sort()).toEqual(["/api/bread/File/1", "/api/bread/File/3"]);
    expect(screen.getByRole("checkbox", { name: "Select design-2.png" })).toBeTruthy();
  });

  it("creates a folder, showing the server's field error next to the name", async () => {
    const { seen } = stubLibrary([file(1)]);
    openLibrary();
    await eventually(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "New folder" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    const name = within(dialog).getByLabelText("Name");
    fireEvent.change(name, { target: { value: "taken" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("This name is not allowed.", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.change(name, { target: { value: "Logos" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await screen.findByRole("button", { name: "Open folder Logos" }, { timeout: 8000 })).toBeTruthy();
    expect(seen.filter((s) => s.method === "POST").map((s) => s.body)).toEqual([
      { name: "taken", parent_id: null },
      { name: "Logos", parent_id: null },
    ]);
  });

  it("uploads files with a progress bar and lists them", async () => {
    const { state } = stubLibrary([file(1)]);
    const { calls } = alsoAnswerApi({
      "POST /api/upload/library": async () => {
        await delay(150);
        state.files.unshift(file(2, { name: "new.png" }));
        return { body: { message: "Uploaded successfully", data: [file(2)] } };
      },
    });
    openLibrary();
    await eventually(() => expect(cards()).toHaveLength(1));
    fireEvent.change(screen.getByTestId("library-upload-input"), {
      target: { files: [new File(["x"], "new.png", { type: "image/png" })] },
    });
    expect(await screen.findByRole("progressbar", { name: "Upload files" }, { timeout: 8000 })).toBeTruthy();
    await eventually(() => expect(screen.getByRole("checkbox", { name: "Select new.png" })).toBeTruthy());
    const sent = callsTo(calls, "POST", "/api/upload/library");
    expect(sent).toHaveLength(1);
    const part = (sent[0]!.body as FormData).get("files[0]") as File;
    expect([part.name, await part.text(), part.type]).toEqual(["new.png", "x", "image/png"]);
  });

  it("renames a file on its page through the File model, with the server's error by the field", async () => {
    const { seen } = stubLibrary([file(4, { name: "logo.png" })]);
    alsoAnswerApi({
      "GET /api/library/:id": () => ({
        body: {
          ...file(4, { name: "logo.png" }),
          mime: "image/png",
          path: "x",
          upload_type: null,
          uploaded_by: "Olivia Owner",
        },
      }),
      "GET /api/library/file-prep-request": () => ({ body: { data: [] } }),
    });
    openLibrary("/files/4");
    const name = await screen.findByLabelText("Name", {}, { timeout: 8000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("logo.png"));
    const form = within(name.closest("form")!);
    fireEvent.change(name, { target: { value: "taken.png" } });
    fireEvent.click(form.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("This name is taken.", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.change(name, { target: { value: "logo-final.png" } });
    await eventually(() => expect(screen.queryByText("This name is taken.")).toBeNull());
    fireEvent.click(form.getByRole("button", { name: "Save name" }));
    await eventually(() =>
      expect(seen.filter((s) => s.method === "PUT").map((s) => s.body)).toEqual([
        { name: "taken.png", folder_id: null },
        { name: "logo-final.png", folder_id: null },
      ]),
    );
  });

  it("says when the library cannot be loaded", async () => {
    stubAppApi(owner, {
      "GET /api/bread/File": () => ({ status: 500, body: { message: "boom" } }),
      "GET /api/library": () => ({ status: 500, body: { message: "boom" } }),
    });
    openLibrary();
    expect(await screen.findByText("Cant download files", {}, { timeout: 8000 })).toBeTruthy();
  });
});
