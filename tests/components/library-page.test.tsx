import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext } from "react-admin";
import { MemoryRouter, Routes } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileLibraryRoutes } from "../../custom-pages/file-library/routes";
import type { LibraryFile, LibraryFolder, LibraryListResponse } from "../../domain/library";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../providers/i18nProvider";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { delay } from "msw";
import { alsoAnswerApi, callsTo, type Handler, type Reply } from "./api";
import { admin, owner, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const file = (id: number, overrides: Partial<LibraryFile> = {}): LibraryFile => ({
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
  ...overrides,
});

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The library's own calls answered from an in-memory store, paged by the query string like the
 * server; the shell's calls as the app stub answers them.
 */
function stubLibrary(files: LibraryFile[], folders: LibraryFolder[] = [], user = owner) {
  const seen: Seen[] = [];
  const state = { files: [...files], folders: [...folders] };
  const json = (body: unknown, status = 200): Reply => ({ status, body });
  const library: Handler = ({ method, url, body }) => {
    seen.push({ method, url, body });
    if (method === "GET" && url.pathname === "/api/library") {
      const folderId = Number(url.searchParams.get("folder_id")) || null;
      const page = Number(url.searchParams.get("page"));
      const perPage = Number(url.searchParams.get("per_page"));
      const inFolder = state.files.filter((f) => f.folder_id === folderId);
      const reply: LibraryListResponse = {
        data: inFolder.slice((page - 1) * perPage, page * perPage),
        total: inFolder.length,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(inFolder.length / perPage)),
        folders: state.folders.filter((f) => f.parent_id === folderId),
        breadcrumbs: state.folders.filter((f) => f.id === folderId),
      };
      return json(reply);
    }
    if (method === "DELETE" && url.pathname === "/api/library/multiple/files") {
      const ids = (body as { ids: number[] }).ids;
      state.files = state.files.filter((f) => !ids.includes(f.id));
      return json({ message: "Completed successfully" });
    }
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
    "GET /api/library": library,
    "DELETE /api/library/multiple/files": library,
    "POST /api/library/folder": library,
    "PUT /api/library/approved-status/:id": library,
  });
  return { seen, state };
}

function openLibrary(path = "/files", user = owner) {
  startSession(user, "test-token");
  storeActiveWebsiteId(7);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        queryClient={queryClient}
      >
        <ConfirmProvider>
          <Routes>{fileLibraryRoutes}</Routes>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const cards = () => screen.getAllByRole("checkbox", { name: /^Select / });

describe("the file library page (/files)", { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/file-library/LibraryPage");
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
    expect(seen[0]!.url.searchParams.get("per_page")).toBe("12");

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await eventually(() => expect(cards()).toHaveLength(20));
    expect(seen.some((s) => s.url.searchParams.get("page") === "2")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await eventually(() => expect(cards()).toHaveLength(25));
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
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
    expect(screen.getByText("2 selected")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText("Delete 2 files?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen.some((s) => s.method === "DELETE")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", {}, { timeout: 8000 })).getByRole("button", { name: "Yes" }),
    );
    await eventually(() => expect(cards()).toHaveLength(1));
    const deleted = seen.find((s) => s.method === "DELETE");
    expect(deleted?.body).toEqual({ ids: [3, 1] });
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
    expect(await screen.findByRole("progressbar", {}, { timeout: 8000 })).toBeTruthy();
    await eventually(() => expect(screen.getByRole("checkbox", { name: "Select new.png" })).toBeTruthy());
    const sent = callsTo(calls, "POST", "/api/upload/library");
    expect(sent).toHaveLength(1);
    // msw re-reads the form on the network side, where the part's file name comes out as "blob":
    // the content and type are the picked file's.
    const part = (sent[0]!.body as FormData).get("files[0]") as File;
    expect([await part.text(), part.type]).toEqual(["x", "image/png"]);
  });

  it("says when the library cannot be loaded", async () => {
    stubAppApi(owner, { "GET /api/library": () => ({ status: 500, body: { message: "boom" } }) });
    openLibrary();
    expect(await screen.findByText("Cant download files", {}, { timeout: 8000 })).toBeTruthy();
  });
});
