import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importPercent } from "../../providers/transport/import-stream";
import { page, product, renderProductList } from "./product-list-helpers";
import { answerUploads, callsTo, type ApiCall, type Reply, type SentUpload } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** The server's answer to the CSV upload, once the file arrived. */
let answer: Reply = { status: 500 };
/** The server accepted the file and queued its import job (202). */
const queued = (total: number): Reply => ({
  status: 202,
  body: { id: 41, status: "queued", done: 0, total },
});

/** The CSV uploads and every request the screen sent, in the test that opened the import. */
let uploads: { products: SentUpload[]; availability: SentUpload[] } = { products: [], availability: [] };
let calls: ApiCall[] = [];
const sent = () => [...uploads.products, ...uploads.availability];

/** GET /api/imports/41 answers these states in turn (the last one from then on). */
let jobStates: (() => object)[] = [];
const polled: string[] = [];

async function openImport() {
  let next = 0;
  calls = renderProductList({
    "GET /api/all/website/products": () => page([product(1)]),
    "GET /api/imports/:id": ({ path }) => {
      polled.push(path);
      const state = jobStates[Math.min(next++, jobStates.length - 1)]!;
      return { body: state() };
    },
  }).calls;
  // Sent by XMLHttpRequest, which reports the upload's progress before the answer.
  uploads = {
    products: answerUploads("POST /api/products/import", () => answer, 30),
    availability: answerUploads("POST /api/products/availability/import", () => answer, 30),
  };
  fireEvent.click(await screen.findByRole("button", { name: "Import CSV" }, { timeout: 8000 }));
  return screen.findByRole("dialog");
}

/** The dialog's per-line error report, once it shows. */
const errorReport = (dialog: HTMLElement) =>
  within(dialog).findByRole("list", { name: "Errors per line" }, { timeout: 8000 });

/** The report's lines, in order. */
const reportLines = async (dialog: HTMLElement) =>
  within(await errorReport(dialog))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

function choose(dialog: HTMLElement, name: string) {
  const input = within(dialog).getByLabelText("Choose a .csv file") as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File(["name,price\nA,9.00\n"], name, { type: "text/csv" })] },
  });
}

describe("Product CSV import and export", { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    uploads = { products: [], availability: [] };
    calls = [];
    answer = { status: 500 };
    polled.length = 0;
    jobStates = [];
  });
  afterEach(resetBrowserState);

  it("splits the bar between upload and the server's writing", () => {
    expect(importPercent(null)).toBe(0);
    expect(importPercent({ stage: "uploading", fraction: 0.5 })).toBe(25);
    expect(importPercent({ stage: "writing", done: 300, total: 600 })).toBe(75);
    expect(importPercent({ stage: "writing", done: 0, total: 0 })).toBe(100);
  });

  it("follows the queued import job with a real progress bar, then shows the result", async () => {
    let checkpoint: string | null = null;
    answer = queued(1000);
    jobStates = [
      () => ({ id: 41, status: "running", done: 500, total: 1000 }),
      () => {
        checkpoint = screen
          .getByRole("progressbar", { name: "Import progress" })
          .getAttribute("aria-valuenow");
        return {
          id: 41,
          status: "done",
          done: 1000,
          total: 1000,
          message: "Completed successfully",
          created: 10,
          updated: 990,
        };
      },
    ];
    const dialog = await openImport();
    choose(dialog, "products.csv");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await eventually(() => expect(within(dialog).getByText("Created 10, updated 990.")).toBeTruthy());
    expect(checkpoint).toBe("75");
    expect(
      within(dialog).getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow"),
    ).toBe("100");
    expect(sent()[0]!.url).toBe("/api/products/import");
    expect(polled).toEqual(["/api/imports/41", "/api/imports/41"]);
    expect((sent()[0]!.form.get("file") as File | null)?.name).toBe("products.csv");
    expect(callsTo(calls, "POST", "/api/products/import")[0]!.headers.get("X-Website-Id")).toBe("7");
  });

  it("shows the per-row error report of a refused file", async () => {
    answer = {
      status: 422,
      body: {
        message: "Line 3: This element is required",
        errors: {
          "rows.5.price": "Line 5: Price must be greater than 0",
          "rows.3.name": "Line 3: This element is required",
        },
      },
    };
    const dialog = await openImport();
    fireEvent.click(within(dialog).getByRole("button", { name: "Availability" }));
    choose(dialog, "availability.csv");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await reportLines(dialog)).toEqual([
      "Line 3: This element is required",
      "Line 5: Price must be greater than 0",
    ]);
    expect(within(dialog).getByText(/Nothing was saved/)).toBeTruthy();
    expect(sent()[0]!.url).toBe("/api/products/availability/import");
  });

  it("says a refused product file failed, with its lines, and never that importing started", async () => {
    answer = {
      status: 422,
      body: {
        message: "Line 2: The retail price must not be below the minimum price. The minimum price is $12.34.",
        errors: {
          "rows.2.price":
            "Line 2: The retail price must not be below the minimum price. The minimum price is $12.34.",
        },
      },
    };
    const dialog = await openImport();
    choose(dialog, "products.csv");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    const report = await errorReport(dialog);
    expect(
      within(report).getByText(
        "Line 2: The retail price must not be below the minimum price. The minimum price is $12.34.",
      ),
    ).toBeTruthy();
    // The toast tells the failure too; neither "started" nor "completed" is claimed.
    await eventually(() =>
      expect(screen.getAllByText(/^Line 2: The retail price/).length).toBeGreaterThan(1),
    );
    expect(screen.queryByText("Importing started")).toBeNull();
    expect(screen.queryByText("Completed successfully")).toBeNull();
  });

  it("says importing started once the job is queued, and a job that failed is no success", async () => {
    answer = queued(3);
    jobStates = [
      () => ({ id: 41, status: "running", done: 0, total: 3 }),
      () => ({ id: 41, status: "dead", done: 0, total: 3, message: "Something went wrong." }),
    ];
    const dialog = await openImport();
    choose(dialog, "products.csv");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await screen.findByText("Importing started", {}, { timeout: 8000 });
    await eventually(() =>
      expect(within(dialog).getByRole("alert").textContent).toContain("Something went wrong."),
    );
    expect(screen.queryByText("Completed successfully")).toBeNull();
    expect(within(dialog).queryByText(/Created/)).toBeNull();
  });

  it("shows the per-row errors of a job whose file no longer passed when it ran", async () => {
    const error = "Line 3: No product with this id in this store.";
    answer = queued(2);
    jobStates = [
      () => ({ id: 41, status: "dead", done: 0, total: 2, message: error, errors: { "rows.3.id": error } }),
    ];
    const dialog = await openImport();
    choose(dialog, "products.csv");
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await reportLines(dialog)).toEqual([error]);
    expect(screen.queryByText("Completed successfully")).toBeNull();
  });

  it("refuses a file without the csv extension before sending it", async () => {
    const dialog = await openImport();
    choose(dialog, "products.xlsx");
    expect(within(dialog).getByText("Please upload file in csv extension.")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent()).toHaveLength(0);
  });

  it("downloads the export with the session", async () => {
    const { calls } = renderProductList({
      "GET /api/all/website/products": () => page([product(1)]),
      "GET /api/products/export": () => ({ body: "id,name\n1,A\n", headers: { "Content-Type": "text/csv" } }),
    });
    const created = vi.fn(() => "blob:csv");
    // jsdom has no object URLs; the test file runs in its own environment.
    Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Products" }));
    await eventually(() => expect(created).toHaveBeenCalled());
    const call = calls.find((c) => c.path === "/api/products/export")!;
    expect(call.headers.get("Authorization")).toBe("Bearer test-token");
  });
});
