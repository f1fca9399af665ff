import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext } from "react-admin";
import { MemoryRouter, Routes } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileLibraryRoutes } from "../../custom-pages/file-library/routes";
import type { FilePrepRequest, FilePrepStatus, LibraryFile } from "../../domain/library";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { ConfirmProvider } from "../../ui/ConfirmDialog";
import { delay } from "msw";
import { alsoAnswerApi, callsTo, type Handler, type Handlers, type Reply } from "./api";
import { admin, openApp, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const file = (id: number, name: string): LibraryFile => ({
  id,
  name,
  url: `/files/signed/websites/7/files/${id}.png?expires=1&signature=s`,
  thumb_url: `/files/signed/websites/7/files/.thumbs/${id}.png/300xauto.png?expires=1&signature=s`,
  width: 800,
  height: 800,
  extension: "png",
  size: 2048,
  dpi: 300,
  approved: false,
  approval: "pending",
  folder_id: null,
});

function request(id: number, overrides: Partial<FilePrepRequest> = {}): FilePrepRequest {
  return {
    id,
    website_id: id % 2 === 0 ? 7 : 8,
    website_name: id % 2 === 0 ? "Acme Merch" : "Oscar's Mugs",
    file: file(100 + id, `logo-${id}.png`),
    result_file: null,
    user_name: "Dana Designer",
    status: "pending",
    note: `Vectorise logo ${id}`,
    admin_note: null,
    created_at: "2026-03-07T10:00:00.000Z",
    updated_at: "2026-03-08T10:00:00.000Z",
    ...overrides,
  };
}

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

/** The prep calls answered from an in-memory queue, newest first, paged and filtered like the server. */
function stubQueue(
  rows: FilePrepRequest[],
  reply?: (seen: Seen) => Reply | undefined,
  handlers: Handlers = {},
) {
  const seen: Seen[] = [];
  const state = { rows: [...rows] };
  const json = (body: unknown, status = 200): Reply => ({ status, body });
  const queue: Handler = ({ method, url, body }) => {
    const call = { method, url, body };
    seen.push(call);
    const custom = reply?.(call);
    if (custom) return custom;
    if (method === "GET") {
      const status = url.searchParams.get("status");
      const page = Number(url.searchParams.get("page"));
      const perPage = Number(url.searchParams.get("per_page"));
      const matching = state.rows.filter((r) => !status || r.status === status);
      return json({
        data: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
      });
    }
    if (method === "PUT") {
      const id = Number(url.pathname.split("/").pop());
      const body = call.body as { status: FilePrepStatus; admin_note: string | null };
      state.rows = state.rows.map((r) => (r.id === id ? { ...r, ...body } : r));
      return json({ message: "The request is updated.", data: state.rows.find((r) => r.id === id) });
    }
    return json({ message: "Not found." }, 404);
  };
  stubAppApi(admin, {
    "GET /api/library/file-prep-request": queue,
    "PUT /api/library/file-prep-request/:id": queue,
    ...handlers,
  });
  return { seen, state };
}

function openQueue(path = "/master/admin/file-prep") {
  startSession(admin, "test-token");
  storeActiveWebsiteId(7);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        <ConfirmProvider>
          <Routes>{fileLibraryRoutes}</Routes>
        </ConfirmProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole("table", { name: "File preparation" });
const rowOf = (text: string) => within(table()).getByText(text).closest("tr") as HTMLElement;
const gets = (seen: Seen[]) => seen.filter((s) => s.method === "GET");

describe("the print team's queue (/master/admin/file-prep)", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/file-library/AdminPrepPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists every store's requests with thumbnails, pages on the server and filters by status", async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      request(30 - i, { status: i === 0 ? "in_progress" : "pending" }),
    );
    const { seen } = stubQueue(rows);
    openQueue();
    await eventually(() => expect(screen.getByText("Vectorise logo 30")).toBeTruthy());
    expect(gets(seen)[0]!.url.searchParams.get("all")).toBe("1");
    expect(gets(seen)[0]!.url.searchParams.get("per_page")).toBe("25");
    const first = rowOf("Vectorise logo 30");
    expect(within(first).getByText("Acme Merch")).toBeTruthy();
    expect(within(first).getByRole("img", { name: "logo-30.png" }).getAttribute("src")).toContain(
      "/.thumbs/130.png",
    );
    expect(within(first).getByText("In progress")).toBeTruthy();
    expect(within(first).getByText("Requested 03/07/26")).toBeTruthy();
    expect(within(first).getByText("by Dana Designer")).toBeTruthy();
    expect(within(table()).getAllByRole("row")).toHaveLength(26);

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await eventually(() => expect(screen.getByText("Vectorise logo 5")).toBeTruthy());
    expect(gets(seen).at(-1)!.url.searchParams.get("page")).toBe("2");
    expect(within(table()).getAllByRole("row")).toHaveLength(6);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "In progress" }));
    await eventually(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    const filtered = gets(seen).at(-1)!.url.searchParams;
    expect([filtered.get("status"), filtered.get("page")]).toEqual(["in_progress", "1"]);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Rejected" }));
    expect(await screen.findByText("No requests with this status.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("changes a request's status with a note for the store, and shows the server's refusal by the field", async () => {
    const { seen } = stubQueue([request(2), request(1, { status: "done" })], (call) =>
      call.method === "PUT" && call.url.pathname.endsWith("/1")
        ? {
            status: 422,
            body: {
              message: "The given data was invalid.",
              errors: { status: "This request is already closed." },
            },
          }
        : undefined,
    );
    openQueue();
    await eventually(() => expect(screen.getByText("Vectorise logo 2")).toBeTruthy());
    fireEvent.click(within(rowOf("Vectorise logo 2")).getByRole("button", { name: "Change status" }));
    let dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText("Request #2 of Acme Merch")).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Rejected" }));
    expect(within(dialog).getByText("The store sees its request as rejected, with your note.")).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "In progress" }));
    fireEvent.change(within(dialog).getByLabelText("Note for the store"), { target: { value: "On it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(seen.find((s) => s.method === "PUT")!.body).toEqual({
      status: "in_progress",
      admin_note: "On it",
    });
    await eventually(() => expect(within(rowOf("Vectorise logo 2")).getByText("In progress")).toBeTruthy());
    expect(within(rowOf("Vectorise logo 2")).getByText("On it")).toBeTruthy();

    // A closed request cannot be cancelled: the choice is not offered, and the server's refusal shows.
    fireEvent.click(within(rowOf("Vectorise logo 1")).getByRole("button", { name: "Change status" }));
    dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Status" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["Pending", "In progress", "Done", "Rejected"]);
    fireEvent.click(screen.getByRole("option", { name: "Pending" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("This request is already closed.", {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it("delivers a prepared file with a progress bar, then shows the request done", async () => {
    const { state } = stubQueue([request(2), request(1, { status: "cancelled" })]);
    const { calls } = alsoAnswerApi({
      "POST /api/library/admin-file-prep-request": async ({ body }) => {
        await delay(150);
        return deliver(body as FormData);
      },
    });
    const sent = () => callsTo(calls, "POST", "/api/library/admin-file-prep-request");
    const deliver = async (form: FormData): Promise<Reply> => {
      if ((await (form.get("files[0]") as File).text()) === "broken")
        return {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { "files.0": "The file broken.png is damaged." },
          },
        };
      state.rows = state.rows.map((r) =>
        r.id === 2 ? { ...r, status: "done", result_file: file(300, "logo-2-vector.png") } : r,
      );
      return {
        status: 200,
        body: { message: "The prepared file is in the store's library.", data: state.rows[0] },
      };
    };
    openQueue();
    await eventually(() => expect(screen.getByText("Vectorise logo 2")).toBeTruthy());
    expect(within(rowOf("Vectorise logo 1")).queryByRole("button", { name: "Deliver file" })).toBeNull();
    fireEvent.click(within(rowOf("Vectorise logo 2")).getByRole("button", { name: "Deliver file" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText(/library of Acme Merch/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
    // The form checks its fields before sending: the message comes once that check has run.
    expect(await within(dialog).findByText("Choose the prepared file.", {}, { timeout: 8000 })).toBeTruthy();
    expect(sent()).toHaveLength(0);

    const input = within(dialog).getByLabelText("Choose the prepared file");
    fireEvent.change(input, {
      target: { files: [new File(["broken"], "broken.png", { type: "image/png" })] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
    expect(
      await within(dialog).findByText("The file broken.png is damaged.", {}, { timeout: 8000 }),
    ).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [new File(["x"], "logo-2-vector.png", { type: "image/png" })] },
    });
    expect(within(dialog).getByText("Chosen: logo-2-vector.png")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Note for the store"), { target: { value: "Ready" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
    expect(
      await within(dialog).findByRole("progressbar", { name: "Deliver" }, { timeout: 8000 }),
    ).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    const upload = sent().at(-1)!.body as FormData;
    expect([upload.get("request_id"), upload.get("admin_note")]).toEqual(["2", "Ready"]);
    await eventually(() => expect(within(rowOf("Vectorise logo 2")).getByText("Done")).toBeTruthy());
    expect(within(rowOf("Vectorise logo 2")).getByText("Prepared file: logo-2-vector.png")).toBeTruthy();
    expect(within(rowOf("Vectorise logo 2")).queryByRole("button", { name: "Deliver file" })).toBeNull();
  });

  it("says when there are no requests, and when they cannot be loaded", async () => {
    stubQueue([]);
    openQueue();
    expect(await screen.findByText("No preparation requests.", {}, { timeout: 8000 })).toBeTruthy();
    resetBrowserState();
    stubQueue([], () => ({ status: 500, body: { message: "boom" } }));
    openQueue();
    expect(await screen.findByText("The requests could not be loaded.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("is linked from the admin media browser", async () => {
    stubQueue([request(2)], undefined, {
      "GET /api/admin/media": () => ({ body: { dir: "", parent: null, listable: true, data: [] } }),
    });
    openQueue("/master/admin/media/root");
    fireEvent.click(
      await screen.findByRole("link", { name: "File preparation requests" }, { timeout: 8000 }),
    );
    expect(await screen.findByText("Vectorise logo 2", {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe("the queue in the app", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens for a platform admin under its page title", async () => {
    stubQueue([request(2)]);
    openApp(admin, "/master/admin/file-prep");
    expect(await screen.findByText("Vectorise logo 2", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByText("File preparation").length).toBeGreaterThan(0);
  });
});
