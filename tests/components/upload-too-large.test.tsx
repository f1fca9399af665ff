import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AdminContext } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UploadButton } from "../../ui/files/UploadButton";
import { DesignPicker } from "../../custom-pages/product-creator/DesignPicker";
import { LIBRARY_MSG } from "../../domain/messages";
import { MB } from "../../domain/upload-limits";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { HttpResponse } from "msw";
import { answerUploads } from "./api";
import { resetBrowserState } from "./reset";

type Ending =
  { kind: "answer"; status: number; body: unknown } | { kind: "network-error" } | { kind: "abort" };

/**
 * Answers the library upload the way the test says (an answer, a connection the server drops
 * mid-upload), 30 ms after the form arrived. Returns the paths uploaded to.
 */
function answerUpload(ending: Exclude<Ending, { kind: "abort" }>) {
  const sent = answerUploads(
    "POST /api/upload/library",
    () =>
      ending.kind === "network-error" ? HttpResponse.error() : { status: ending.status, body: ending.body },
    30,
  );
  return { paths: () => sent.map((upload) => upload.url) };
}

/**
 * An upload the browser aborts: a client-side ending no server answer produces. The app never
 * calls abort() itself, and msw has no abort to give: it answers or errors (HttpResponse.error()
 * is the error event above), and abort() on a request msw holds fires no abort event (msw still
 * delivers its answer after it): jsdom fires "abort" only once its own send() ran, which msw never
 * lets it do. So this one XMLHttpRequest stand-in only ends with its abort event.
 */
function abortEveryUpload() {
  class AbortingXhr {
    upload: { onprogress: (() => void) | null } = { onprogress: null };
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => this.onabort?.(), 30);
    }
  }
  vi.stubGlobal("XMLHttpRequest", AbortingXhr);
}

/** A file that says it is `bytes` long without holding them. */
function fileOfSize(name: string, bytes: number): File {
  const file = new File(["x"], name, { type: "image/png" });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
}

function renderLibraryUpload() {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <UploadButton folderId={null} onUploaded={() => {}} />
    </AdminContext>,
  );
  return {
    button: () => screen.getByRole("button", { name: "Upload files" }),
    choose: (file: File) =>
      fireEvent.change(screen.getByTestId("library-upload-input"), { target: { files: [file] } }),
  };
}

const FAILED = "Uploading failed. Try again later or make your file smaller.";

describe("a library upload that fails says so and frees the button", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserState();
  });

  it("refuses a file over its type's limit before sending it, with the server's message", async () => {
    const sent = answerUpload({ kind: "answer", status: 200, body: { data: [] } });
    const ui = renderLibraryUpload();
    ui.choose(fileOfSize("huge.png", 60 * MB));
    expect(await screen.findByText(LIBRARY_MSG.tooLarge("huge.png", 25))).toBeTruthy();
    expect(ui.button()).toHaveProperty("disabled", false);
    expect(sent.paths()).toEqual([]);
  });

  it("shows the server's 413 answer next to the button", async () => {
    const message = LIBRARY_MSG.tooLarge("art.pdf", 50);
    answerUpload({ kind: "answer", status: 413, body: { message } });
    const ui = renderLibraryUpload();
    ui.choose(fileOfSize("art.pdf", 2 * MB));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(ui.button()).toHaveProperty("disabled", false));
  });

  it("shows the spec's failure message when the connection drops mid-upload", async () => {
    const sent = answerUpload({ kind: "network-error" });
    const ui = renderLibraryUpload();
    ui.choose(fileOfSize("logo.png", 2 * MB));
    expect(await screen.findByText(FAILED)).toBeTruthy();
    await waitFor(() => expect(ui.button()).toHaveProperty("disabled", false));
    expect(sent.paths()).toEqual(["/api/upload/library"]);
  });

  it("frees the button when the upload is aborted", async () => {
    abortEveryUpload();
    const ui = renderLibraryUpload();
    ui.choose(fileOfSize("logo.png", 2 * MB));
    expect(await screen.findByText(FAILED)).toBeTruthy();
    await waitFor(() => expect(ui.button()).toHaveProperty("disabled", false));
  });
});

describe("the creator's design upload refuses a too-large file", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetBrowserState();
  });

  it("shows the limit under the upload and keeps the button usable, sending nothing", async () => {
    const sent = answerUpload({ kind: "answer", status: 200, body: { data: [] } });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <DesignPicker onPick={() => {}} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByLabelText("Upload a design", { selector: "input" }), {
      target: { files: [fileOfSize("design.png", 60 * MB)] },
    });
    expect(await screen.findByText(LIBRARY_MSG.tooLarge("design.png", 25))).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload a design" })).toHaveProperty("disabled", false);
    expect(sent.paths()).toEqual([]);
  });
});
