import type { ReactNode } from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext } from "react-admin";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LibraryDialog } from "../../ui/files/LibraryDialog";
import type { LibraryFile, LibraryListResponse } from "../../domain/library";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { UploadProgressBar } from "../../ui/uploads/UploadProgressBar";
import { getUploadStatus, trackedUpload } from "../../providers/transport/uploadStatus";
import { delay } from "msw";
import { answerApi, type Reply } from "./api";
import { unwatched } from "./unwatched-answers";
import { owner } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const file = (id: number, extension = "png"): LibraryFile => ({
  id,
  name: `art-${id}.${extension}`,
  url: `/files/signed/x/${id}?expires=1&signature=s`,
  thumb_url: extension === "png" ? `/files/signed/x/${id}-thumb?expires=1&signature=s` : "",
  width: extension === "png" ? 100 : null,
  height: extension === "png" ? 100 : null,
  extension,
  size: 10,
  dpi: null,
  approved: false,
  approval: "pending",
  folder_id: null,
});

function stubList(files: LibraryFile[], status = 200) {
  const { calls } = answerApi({
    ...unwatched,
    "GET /api/library": ({ query }) => {
      if (status !== 200) return { status, body: { message: "x" } };
      const page = Number(query.get("page"));
      const perPage = Number(query.get("per_page"));
      const body: LibraryListResponse = {
        data: files.slice((page - 1) * perPage, page * perPage),
        total: files.length,
        current_page: page,
        per_page: perPage,
        last_page: Math.ceil(files.length / perPage),
        folders: [],
        breadcrumbs: [],
      };
      return { body };
    },
  });
  return calls;
}

/** Answers the upload `path` with `reply`, 150 ms after the files arrived. */
const answerUpload = (path: string, reply: Reply) =>
  answerApi({
    ...unwatched,
    [`POST ${path}`]: async () => {
      await delay(150);
      return reply;
    },
  });

function renderWith(children: ReactNode, path = "/files") {
  startSession(owner, "test-token");
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("LibraryDialog", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("loads 12, shows 8, adds 12 per Show more, and hands back the chosen file", async () => {
    const files = Array.from({ length: 30 }, (_, i) => file(i + 1));
    const calls = stubList(files);
    const onChoose = vi.fn();
    renderWith(<LibraryDialog open onClose={() => {}} onChoose={onChoose} accept="image" />);
    await eventually(() => expect(screen.getAllByRole("button", { name: /^art-/ })).toHaveLength(8));
    expect(calls[0]!.query.get("per_page")).toBe("12");
    expect(calls[0]!.query.get("accept")).toBe("image");
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await eventually(() => expect(screen.getAllByRole("button", { name: /^art-/ })).toHaveLength(20));
    fireEvent.click(screen.getByRole("button", { name: "art-15.png" }));
    expect(onChoose).toHaveBeenCalledWith(files[14]);
  });

  it("shows the empty state, and the spec's message when loading fails", async () => {
    stubList([]);
    renderWith(<LibraryDialog open onClose={() => {}} onChoose={() => {}} />);
    expect(await screen.findByText("No files yet", {}, { timeout: 8000 })).toBeTruthy();
    resetBrowserState();
    stubList([], 500);
    renderWith(<LibraryDialog open onClose={() => {}} onChoose={() => {}} />);
    expect(
      await screen.findByText("Something went wrong while fetching library designs", {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it("shows an icon with the extension for files without a thumbnail", async () => {
    stubList([file(1, "pdf")]);
    renderWith(<LibraryDialog open onClose={() => {}} onChoose={() => {}} />);
    expect(await screen.findByText("pdf", {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe("the global upload progress bar", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("follows the upload, says Uploaded successfully after 1.5 s, and hides after 3 s more", async () => {
    answerUpload("/api/upload/library", { body: { message: "Uploaded successfully", data: [] } });
    renderWith(<UploadProgressBar />);
    const started = Date.now();
    const done = trackedUpload("/api/upload/library", [new File(["x"], "a.png")]);
    expect(await screen.findByText(/Uploading…/, {}, { timeout: 8000 })).toBeTruthy();
    await done;
    await eventually(() => expect(screen.getByText("Uploaded successfully")).toBeTruthy());
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await eventually(() => expect(screen.queryByText("Uploaded successfully")).toBeNull());
    expect(Date.now() - started).toBeGreaterThanOrEqual(4300);
  });

  it("says the spec's failure text, and the too-large text on 413", async () => {
    answerUpload("/api/upload/library", { status: 500, body: { message: "x" } });
    renderWith(<UploadProgressBar />);
    await expect(trackedUpload("/api/upload/library", [new File(["x"], "a.png")])).rejects.toThrow();
    expect(
      await screen.findByText(
        "Uploading failed. Try again later or make your file smaller.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    await eventually(() => expect(screen.queryByRole("status")).toBeNull());
    answerUpload("/api/upload/library", { status: 413, body: { message: "a.png is too large." } });
    await expect(trackedUpload("/api/upload/library", [new File(["x"], "a.png")])).rejects.toThrow(
      "a.png is too large.",
    );
    expect(
      await screen.findByText(
        "The file is probably too large. Please upload a smaller file.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  });

  it("is hidden on product routes", async () => {
    answerUpload("/api/upload/product_production", { body: { message: "ok", data: [] } });
    renderWith(<UploadProgressBar />, "/products/create");
    const done = trackedUpload("/api/upload/product_production", [new File(["x"], "a.png")]);
    expect(getUploadStatus().phase).toBe("uploading");
    expect(screen.queryByRole("status")).toBeNull();
    await done;
    await eventually(() => expect(getUploadStatus().phase).toBe("success"));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
