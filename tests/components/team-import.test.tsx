import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UsersImport } from "../../custom-pages/store-team/UsersImport";
import { resetBrowserState } from "./reset";
import { renderInAdmin, STORE } from "./team-helpers";

/** An XMLHttpRequest that reports upload progress and answers with `reply`. */
function fakeXhr(reply: { status: number; body: unknown }) {
  const sent: { url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    timeout = 0;
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = "";
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const file = (name: string) => new File(["email,name\nann@example.com,Ann\n"], name, { type: "text/plain" });

describe("Store Users: CSV import", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("refuses a file that is not .csv without uploading it", async () => {
    const sent = fakeXhr({ status: 200, body: {} });
    renderInAdmin(<UsersImport websiteId={STORE} />);
    fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file("users.xlsx")] } });
    expect(await screen.findByText("Please upload file in csv extension.")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("uploads a .csv file with progress and says the users were imported", async () => {
    const sent = fakeXhr({
      status: 200,
      body: { message: "Users imported successfully!", imported: 1, skipped: 0 },
    });
    renderInAdmin(<UsersImport websiteId={STORE} />);
    fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file("users.csv")] } });
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
    expect(await screen.findByText(/1 added, 0 already present\./)).toBeTruthy();
    expect(screen.getAllByText(/Users imported successfully!/).length).toBeGreaterThan(0);
    expect(sent[0]?.url).toBe(`/api/upload/users/${STORE}/whitelisted_emails`);
    expect((sent[0]?.body.get("file") as File).name).toBe("users.csv");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("lists the rows the server refused", async () => {
    fakeXhr({
      status: 422,
      body: {
        message: "The given data was invalid.",
        errors: { "rows.3.email": "Line 3: E-mail must be valid" },
      },
    });
    renderInAdmin(<UsersImport websiteId={STORE} />);
    fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file("users.csv")] } });
    expect(await screen.findByText("Line 3: E-mail must be valid")).toBeTruthy();
  });
});
