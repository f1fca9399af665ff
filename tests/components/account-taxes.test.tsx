import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TAX_ID_TYPES } from "../../domain/tax-ids";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { answerUploads, callsTo } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const catalogue = TAX_ID_TYPES.filter((t) => ["US", "PL"].includes(t.country_code));

const savedForm = {
  id: 1,
  country_code: "US",
  tax_id_type: "us_ein",
  tax_id_type_name: "United States EIN",
  tax_id: "12-3456789",
  name: "w9.pdf",
  size: 2048,
  url: "/files/signed/tax-forms/1.pdf?signature=abc",
  created_at: "2026-11-01T10:00:00.000Z",
};

async function chooseUsEin() {
  const country = await screen.findByRole("combobox", { name: "Country" }, { timeout: 8000 });
  fireEvent.change(country, { target: { value: "United States" } });
  fireEvent.click(await screen.findByRole("option", { name: "United States (US)" }));
  fireEvent.mouseDown(screen.getByRole("combobox", { name: "Tax ID type" }));
  fireEvent.click(within(await screen.findByRole("listbox")).getByText("United States EIN"));
}

describe("tax forms", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/account/TaxForms");
  }, 60_000);
  beforeEach(() => {
    resetBrowserState();
  });
  afterEach(resetBrowserState);

  it("accepts only a PDF, checks the tax id format, then uploads with the chosen type", async () => {
    let forms: (typeof savedForm)[] = [];
    const { calls } = stubAppApi(owner, {
      "GET /api/tax-ids": () => ({ body: catalogue }),
      "GET /api/upload/gettaxpdf": () => ({ body: forms }),
    });
    // The page sends the form by XMLHttpRequest, which reports the upload's progress.
    const sent = answerUploads("POST /api/upload/uploadtaxpdf", () => ({
      status: 201,
      body: { message: "Uploaded successfully" },
    }));
    openApp(owner, "/user/taxes");
    expect(await screen.findByText("No tax forms uploaded yet.", {}, { timeout: 8000 })).toBeTruthy();

    await chooseUsEin();
    expect(
      screen.getAllByText("Employer Identification Number issued by the IRS to businesses."),
    ).toBeTruthy();
    const taxId = screen.getByLabelText("Tax ID");
    fireEvent.change(taxId, { target: { value: "12-34" } });
    expect(screen.getByText("The tax ID does not match the expected format, e.g. 12-3456789.")).toBeTruthy();
    fireEvent.change(taxId, { target: { value: "12-3456789" } });

    const input = screen.getByTestId("tax-pdf-input");
    fireEvent.change(input, {
      target: { files: [new File(["\x89PNG"], "scan.png", { type: "image/png" })] },
    });
    expect(screen.getByRole("alert").textContent).toBe("Please upload a PDF file.");
    const upload = screen.getByRole("button", { name: "Upload tax form" }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    fireEvent.change(input, {
      target: { files: [new File(["%PDF-1.4 form"], "w9.pdf", { type: "application/pdf" })] },
    });
    expect(screen.queryByText("Please upload a PDF file.")).toBeNull();
    await eventually(() => expect(upload.disabled).toBe(false));
    forms = [savedForm];
    fireEvent.click(upload);

    await eventually(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe("/api/upload/uploadtaxpdf");
    expect(callsTo(calls, "POST", "/api/upload/uploadtaxpdf")[0]?.headers.get("Authorization")).toBe(
      "Bearer test-token",
    );
    expect(sent[0]?.form.get("country_code")).toBe("US");
    expect(sent[0]?.form.get("tax_id_type")).toBe("us_ein");
    expect(sent[0]?.form.get("tax_id")).toBe("12-3456789");
    expect((sent[0]?.form.get("file") as File).name).toBe("w9.pdf");
    expect(await screen.findByText("Uploaded successfully", {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText(/United States EIN · 12-3456789/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Download/ }).getAttribute("href")).toBe(savedForm.url);
  });

  it("deletes a form only after the confirmation", async () => {
    const { calls } = stubAppApi(owner, {
      "GET /api/tax-ids": () => ({ body: catalogue }),
      "GET /api/upload/gettaxpdf": () => ({ body: [savedForm] }),
      "POST /api/upload/deletetaxpdf": () => ({ body: { message: "The tax form has been deleted." } }),
    });
    openApp(owner, "/user/taxes");

    fireEvent.click(await screen.findByRole("button", { name: "Delete w9.pdf" }, { timeout: 8000 }));
    expect(await screen.findByText("Are you sure, you want delete this element?")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/upload/deletetaxpdf")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/upload/deletetaxpdf")?.body).toEqual({ id: 1 }),
    );
    expect(await screen.findByText("The tax form has been deleted.")).toBeTruthy();
  });
});
