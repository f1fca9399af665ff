import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, shot, signInAs, toast } from "./session.js";

/**
 * The platform admin on the demo data imports a supplier catalogue CSV from the supplier product
 * list: the file is checked, queued as a background job, and once the job has written it the
 * notice says so and the new blank is in the list. A file with a bad line is refused with that
 * line's error under the button, and nothing is imported. The blank is imported switched off, so
 * no store's catalogue shows it to other tests.
 */

const app = appUnderTest();
const STYLE = `E2E-${Date.now().toString(36)}`;
const NAME = `Walked Csv Tee ${STYLE}`;
const HEADER =
  "style_id,short_name,name,brand,category,description,suggested_method,second_suggested_method,moq,print_price,print_price_second,first_custom_fee,is_customizable,is_active,popular,color,color_swatch,size,cost,quantity,available";
const line = (name: string, size: string, cost: string) =>
  `${STYLE},Csv Tee,${name},Csvwear,T-Shirts,From a file,1,,1,5.00,3.00,9.50,0,0,0,Navy,#1F2A44,${size},${cost},12,1`;

let admin: Page;
let errors: string[];
let consoleErrors: string[];

async function importFile(page: Page, text: string): Promise<void> {
  await page.getByTestId("csv-input").setInputFiles({
    name: "catalogue.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
}

beforeAll(async () => {
  ({ page: admin, errors, consoleErrors } = await signInAs(app, "admin@example.com"));
});

afterAll(async () => {
  await admin?.context().close();
});

describe("supplier catalogue CSV import", { timeout: 120_000 }, () => {
  it("refuses a file with a bad line at that line, then imports a good one as a job", async () => {
    await admin.goto(`${app.server.baseUrl}/app/SupplierProduct`);
    await admin.locator("tbody tr").first().waitFor();

    await importFile(admin, [HEADER, line(NAME, "M", "4.10"), line("", "L", "abc")].join("\n"));
    await admin.getByText("Line 3: This element is required").waitFor();
    await shot(admin, "catalogue-csv-import-refused-1280");

    await importFile(admin, [HEADER, line(NAME, "M", "4.10"), line(NAME, "L", "4.30")].join("\n"));
    await toast(admin, "Completed successfully").waitFor({ timeout: 60_000 });
    expect(await admin.getByText("Line 3: This element is required").count()).toBe(0);
    await admin.getByRole("textbox", { name: "Search" }).fill(STYLE);
    await admin.locator("tbody tr").filter({ hasText: NAME }).waitFor();
    expect(describeViolations(await axeViolations(admin))).toEqual([]);
    await shot(admin, "catalogue-csv-import-done-1280");

    await admin.setViewportSize({ width: 393, height: 852 });
    await admin.getByText(NAME).first().waitFor();
    // On a phone the stock is in the line under the name, not beside it where a long name ran into it.
    const phoneLine = admin.getByRole("link").filter({ hasText: NAME });
    const stock = phoneLine.getByText(/ · \d+ in stock$/);
    await stock.waitFor();
    const [nameBox, stockBox] = [
      await admin.getByText(NAME).first().boundingBox(),
      await stock.boundingBox(),
    ];
    expect(stockBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
    await shot(admin, "catalogue-csv-import-done-393");
    expect(errors).toEqual([]);
    // The refused file's 422 is the browser's own network line, not an app error.
    expect(consoleErrors.filter((e) => !e.includes("422"))).toEqual([]);
  });
});
