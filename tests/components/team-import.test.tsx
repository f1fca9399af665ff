import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UsersImport } from "../../resources/invitations/store-users/UsersImport";
import { alsoAnswerApi, answerUploads, type Reply } from "./api";
import { resetBrowserState } from "./reset";
import { renderInAdmin, STORE } from "./team-helpers";

/** Answers the users import with `reply`; returns the uploads received. */
const answerImport = (reply: Reply) => answerUploads("POST /api/upload/users/:websiteId/:type", () => reply);

const file = (name: string) => new File(["email,name\nann@example.com,Ann\n"], name, { type: "text/plain" });

describe("Store Users: CSV import", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("refuses a file that is not .csv without uploading it", async () => {
    const sent = answerImport({ status: 200, body: {} });
    renderInAdmin(<UsersImport websiteId={STORE} />);
    fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file("users.xlsx")] } });
    expect(await screen.findByText("Please upload file in csv extension.")).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("uploads a .csv file with progress, follows the import job and says the users were imported", async () => {
    const polled: string[] = [];
    alsoAnswerApi({
      "GET /api/imports/:id": ({ path }) => {
        polled.push(path);
        return {
          body: {
            id: 9,
            status: "done",
            done: 2,
            total: 2,
            message: "Users imported successfully!",
            created: 1,
            skipped: 1,
          },
        };
      },
    });
    const sent = answerImport({ status: 202, body: { id: 9, status: "queued", done: 0, total: 2 } });
    renderInAdmin(<UsersImport websiteId={STORE} />);
    fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file("users.csv")] } });
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
    expect(await screen.findByText(/1 added, 1 already present\./, {}, { timeout: 8000 })).toBeTruthy();
    expect(polled).toEqual(["/api/imports/9"]);
    expect(screen.getAllByText(/Users imported successfully!/).length).toBeGreaterThan(0);
    expect(sent[0]?.url).toBe(`/api/upload/users/${STORE}/whitelisted_emails`);
    // The file sent is the one chosen (the multipart part keeps its bytes, not its name, in jsdom).
    expect(await (sent[0]?.form.get("file") as File).text()).toBe("email,name\nann@example.com,Ann\n");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("lists the rows the server refused", async () => {
    answerImport({
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
