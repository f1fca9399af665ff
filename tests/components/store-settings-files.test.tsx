import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerUploads, holdAnswers } from "./api";
import { resetBrowserState } from "./reset";
import { appPath } from "./shell-helpers";
import { eventually, makeDetail, openSettings } from "./store-settings-helpers";

describe("store settings: pictures, reports and leaving with unsaved edits", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/websites/edit/WebsiteEdit");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("uploads the logo with a progress bar and shows the new one", async () => {
    openSettings();
    const sent = answerUploads("POST /api/websites/:id/logo", () => ({
      body: { message: "Uploaded successfully", logo_url: "/files/public/logo.png", favicon_url: null },
    }));
    const release = holdAnswers("POST /api/websites/7/logo");
    const input = await screen.findByLabelText("Upload Logo", { selector: "input" }, { timeout: 8000 });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });

    // While the server has not answered, the bar shows; its value follows the upload's progress
    // events, which the transport's own test covers (the network reports only the whole body sent).
    const bar = await screen.findByRole("progressbar", { name: "Uploading Logo" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    release();

    expect(await screen.findByText("Uploaded successfully")).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/websites/7/logo");
    // The file sent is the one chosen (the multipart part keeps its bytes, not its name, in jsdom).
    expect(new Uint8Array(await (sent[0]!.form.get("file") as File).arrayBuffer())).toEqual(
      new Uint8Array([137, 80, 78, 71]),
    );
    await eventually(() => expect(screen.queryByRole("progressbar", { name: "Uploading Logo" })).toBeNull());
    expect(screen.getByRole("img", { name: "Logo" }).getAttribute("src")).toBe("/files/public/logo.png");
  });

  it("refuses a file that is not a picture before sending it", async () => {
    openSettings();
    const sent = answerUploads("POST /api/websites/:id/favicon", () => ({ body: {} }));
    const input = await screen.findByLabelText("Upload Favicon", { selector: "input" }, { timeout: 8000 });
    fireEvent.change(input, { target: { files: [new File(["x"], "icon.gif", { type: "image/gif" })] } });
    expect(await screen.findByText("Please upload a PNG or JPG image.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("downloads the orders report for a date range as a CSV file", async () => {
    const created = vi.fn(() => "blob:report");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const { calls } = openSettings("/websites/7?tab=reporting", {
      "GET /api/websites/7/reports/orders": () => ({
        body: "Order ID,Date\r\n1,2026-01-02\r\n",
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="acme-orders-2026-01-01.csv"',
        },
      }),
    });
    // All time unless a period is chosen; here a custom one, by the shared date-range selector.
    fireEvent.click(await screen.findByRole("button", { name: /^Date range: All/ }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("option", { name: "Custom range" }));
    fireEvent.change(await screen.findByLabelText("From"), { target: { value: "2026-01-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    fireEvent.click(await screen.findByRole("button", { name: "Download Orders CSV" }));

    expect(await screen.findByText("Your file has been downloaded.", {}, { timeout: 8000 })).toBeTruthy();
    const call = calls.find((c) => c.path === "/api/websites/7/reports/orders");
    expect([call?.query.get("from"), call?.query.get("to")]).toEqual(["2026-01-01", "2026-01-31"]);
    expect(call?.headers.get("Authorization")).toBe("Bearer test-token");
    expect(clicks).toEqual(["acme-orders-2026-01-01.csv"]);
    expect(created).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it("downloads all time without dates, and says the server's refusal", async () => {
    const { calls } = openSettings("/websites/7?tab=reporting", {
      "GET /api/websites/7/reports/payouts": () => ({
        status: 422,
        body: { message: "The start date must not be after the end date." },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Download Payouts CSV" }, { timeout: 8000 }));
    expect(await screen.findByText("The start date must not be after the end date.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/websites/7/reports/payouts")?.query.toString()).toBe("");
  });

  it("asks before leaving the page with unsaved edits, and stays when told to", async () => {
    const ask = vi.fn(() => false);
    vi.stubGlobal("confirm", ask);
    openSettings("/websites/7", {}, makeDetail());
    fireEvent.change(await screen.findByLabelText(/^Store name/, {}, { timeout: 8000 }), {
      target: { value: "Half typed" },
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Dashboard" }, { timeout: 8000 }));

    await eventually(() => expect(ask).toHaveBeenCalled());
    expect(appPath()).toBe("/Website/7");
    expect((screen.getByLabelText(/^Store name/) as HTMLInputElement).value).toBe("Half typed");
  });
});
