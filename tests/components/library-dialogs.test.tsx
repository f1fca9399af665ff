import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AdminContext } from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeliverDialog } from "../../custom-pages/file-library/DeliverDialog";
import { PrepStatusDialog } from "../../custom-pages/file-library/PrepStatusDialog";
import type { FilePrepRequest, LibraryFile } from "../../domain/library";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { dataProvider } from "../../providers/dataProvider";
import { startSession } from "../../providers/session";
import { NameDialog } from "../../resources/files/NameDialog";
import { PrepDialog } from "../../resources/files/PrepDialog";
import { i18nProvider } from "../../src/i18n";
import { answerApi, callsTo } from "./api";
import { admin } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const file: LibraryFile = {
  id: 5,
  name: "logo.png",
  url: "/files/signed/websites/7/files/5.png?expires=1&signature=s",
  thumb_url: "/files/signed/websites/7/files/.thumbs/5.png/300xauto.png?expires=1&signature=s",
  width: 800,
  height: 800,
  extension: "png",
  size: 2048,
  dpi: 300,
  approved: false,
  approval: "pending",
  folder_id: null,
};

const request: FilePrepRequest = {
  id: 2,
  website_id: 7,
  website_name: "Acme Merch",
  file,
  result_file: null,
  user_name: "Dana Designer",
  status: "pending",
  note: "Vectorise the logo",
  admin_note: null,
  created_at: "2026-03-07T10:00:00.000Z",
  updated_at: "2026-03-08T10:00:00.000Z",
};

function show(dialog: ReactNode) {
  startSession(admin, "test-token");
  storeActiveWebsiteId(7);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
      {dialog}
    </AdminContext>,
  );
}

/** The text under a field (its error when it has one), read through the field's description. */
const helperOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

describe("the library's form dialogs", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("asks for a name by the server's rule, sending nothing while it is empty", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    show(
      <NameDialog
        open
        title="New folder"
        label="Name"
        submit="Create"
        initial=""
        onClose={onClose}
        onSubmit={onSubmit}
      />,
    );
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    const name = within(dialog).getByLabelText("Name");
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.submit(name.closest("form")!);
    await eventually(() => expect(helperOf(name)).toBe("This element is required"));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: "  Logos " } });
    fireEvent.submit(name.closest("form")!);
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith("Logos");
  });

  it("asks for a file's preparation, with the server's refusal beside the note", async () => {
    const { calls } = answerApi({
      "POST /api/library/file-prep-request": ({ body }) =>
        (body as { note: string }).note === "xxx"
          ? {
              status: 422,
              body: { message: "The given data was invalid.", errors: { note: "The note is not allowed." } },
            }
          : { status: 201, body: { message: "The request is sent.", data: request } },
    });
    const onSent = vi.fn();
    const onClose = vi.fn();
    show(<PrepDialog file={file} onClose={onClose} onSent={onSent} />);
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    expect(within(dialog).getByText("Request file preparation")).toBeTruthy();
    const note = within(dialog).getByLabelText("What should we do?");
    expect(helperOf(note)).toBe("logo.png");
    fireEvent.change(note, { target: { value: "xxx" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await eventually(() => expect(helperOf(note)).toBe("The note is not allowed."));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: "Vectorise it" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(onSent).toHaveBeenCalled();
    expect(callsTo(calls, "POST", "/api/library/file-prep-request").map((c) => c.body)).toEqual([
      { file_id: 5, note: "xxx" },
      { file_id: 5, note: "Vectorise it" },
    ]);
  });

  it("changes a request's status, with the server's refusal of the note beside the note", async () => {
    const { calls } = answerApi({
      "PUT /api/library/file-prep-request/:id": ({ body }) =>
        (body as { admin_note: string | null }).admin_note === "Rude"
          ? {
              status: 422,
              body: {
                message: "The given data was invalid.",
                errors: { admin_note: "The note is not allowed." },
              },
            }
          : { body: { message: "The request is updated.", data: request } },
    });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    show(<PrepStatusDialog request={request} onClose={onClose} onSaved={onSaved} />);
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    const note = within(dialog).getByLabelText("Note for the store");
    fireEvent.change(note, { target: { value: "Rude" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(helperOf(note)).toBe("The note is not allowed."));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
    expect(callsTo(calls, "PUT", "/api/library/file-prep-request/2").map((c) => c.body)).toEqual([
      { status: "pending", admin_note: "Rude" },
      { status: "pending", admin_note: null },
    ]);
  });

  it("delivers a prepared file, with the upload's refusal of the file beside the file", async () => {
    const { calls } = answerApi({
      "POST /api/library/admin-file-prep-request": async ({ body }) => {
        // The part is the server side's File (not the page's): read it by what it has.
        const part = (body as FormData).get("files[0]");
        return typeof part !== "string" && part !== null && (await part.text()) === "broken"
          ? {
              status: 422,
              body: {
                message: "The given data was invalid.",
                errors: { "files.0": "The file broken.png is damaged." },
              },
            }
          : { body: { message: "The prepared file is in the store's library.", data: request } };
      },
    });
    const onDelivered = vi.fn();
    const onClose = vi.fn();
    show(
      <DeliverDialog
        request={{ ...request, admin_note: "Old note" }}
        onClose={onClose}
        onDelivered={onDelivered}
      />,
    );
    const dialog = await screen.findByRole("dialog", {}, { timeout: 8000 });
    const chooser = within(dialog).getByLabelText("Choose the prepared file");
    fireEvent.change(chooser, {
      target: { files: [new File(["broken"], "broken.png", { type: "image/png" })] },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
    await eventually(() => expect(helperOf(chooser)).toBe("The file broken.png is damaged."));
    expect(chooser.getAttribute("aria-invalid")).toBe("true");
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(chooser, {
      target: { files: [new File(["x"], "logo-vector.png", { type: "image/png" })] },
    });
    await eventually(() => expect(helperOf(chooser)?.trim()).toBe(""));
    fireEvent.change(within(dialog).getByLabelText("Note for the store"), { target: { value: " Ready " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deliver" }));
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(onDelivered).toHaveBeenCalled();
    const sent = callsTo(calls, "POST", "/api/library/admin-file-prep-request").map((c) => {
      const form = c.body as FormData;
      const part = form.get("files[0]");
      return [form.get("request_id"), typeof part === "string" ? part : part?.name, form.get("admin_note")];
    });
    expect(sent).toEqual([
      ["2", "broken.png", "Old note"],
      ["2", "logo-vector.png", "Ready"],
    ]);
  });
});
