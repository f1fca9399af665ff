import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/demo/index.js";
import { axeViolations, describeViolations } from "./axe.js";
import { appUnderTest, openPage, pathOf, shot, submitLogin, toast, signInAs } from "./session.js";

/**
 * The PaymentRequest Resource on the demo data: a store owner lists the payments at /payments
 * (the Resource's list), filters, sorts, exports and sends a payment request as a bulk action; a
 * platform admin finds it among every store's requests and marks it done; a designer has no
 * payments menu entry and is refused the URL.
 */

const DENIED = "You don't have permission to access this resource.";
const app = appUnderTest();
let owner: Page;
let ownerErrors: string[];

const listUrl = () => `${app.server.baseUrl}/app/PaymentRequest`;
/** The list's URL state (react-admin keeps filter and sort there). */
const listState = (page: Page) => {
  const url = new URL(page.url());
  return { filter: url.searchParams.get("filter") ?? "", sort: url.searchParams.get("sort") ?? "" };
};

const signIn = (email: string) => signInAs(app, email);

beforeAll(async () => {
  ({ page: owner, errors: ownerErrors } = await signIn("owner@example.com"));
});

afterAll(async () => {
  await owner?.context().close();
});

describe("the PaymentRequest Resource", () => {
  it("opens /payments as the Resource's list for a store owner, filters, sorts and exports", async () => {
    await owner.getByRole("menuitem", { name: "Payments", exact: true }).click();
    await owner.waitForURL((url) => pathOf(url) === "/app/PaymentRequest");
    await owner.goto(`${app.server.baseUrl}/app/payments`);
    await owner.waitForURL((url) => pathOf(url) === "/app/PaymentRequest");
    const rows = owner.locator("tbody tr");
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(1);

    await owner.getByRole("combobox", { name: "Done" }).click();
    await owner.getByRole("option", { name: "No", exact: true }).click();
    await expect.poll(() => listState(owner).filter).toContain('"done":"0"');
    await owner.getByText("Turn both filters off to choose payments for a request.").waitFor();
    await expect
      .poll(async () => [...new Set(await owner.locator("tbody td.column-done").allTextContents())])
      .toEqual(["No"]);
    await owner.getByRole("combobox", { name: "Done" }).click();
    // The empty choice clears the filter.
    await owner.getByRole("listbox").getByText("Any", { exact: true }).click();
    await expect.poll(() => listState(owner).filter).not.toContain("done");

    await owner.locator("thead").getByText("For the store", { exact: true }).click();
    await expect.poll(() => listState(owner).sort).toBe("amount_for_website");
    await owner.locator("tbody tr").first().waitFor();

    const [download] = await Promise.all([
      owner.waitForEvent("download"),
      owner.getByRole("button", { name: "Export", exact: true }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    expect(describeViolations(await axeViolations(owner))).toEqual([]);
    await shot(owner, "resource-payment-requests-owner", true);
    expect(ownerErrors).toEqual([]);
  });

  it("sends the chosen payment as a payment request (a bulk action) and shows it as a request", async () => {
    await owner.goto(`${listUrl()}?filter=${encodeURIComponent(JSON.stringify({}))}&sort=id&order=DESC`);
    const free = owner
      .locator("tbody tr")
      .filter({ has: owner.locator("input[type=checkbox]:not([disabled])") });
    await free.first().waitFor();
    const order = (await free.first().locator("td").nth(1).textContent())?.match(/#(\d+)/)?.[1];
    expect(order).toBeTruthy();
    await free.first().locator("input[type=checkbox]").check();
    await owner.getByRole("button", { name: "Request payment (1)" }).click();
    await owner.getByText("Send a payment request for 1 payment?").waitFor();
    await owner.getByRole("button", { name: "Yes" }).click();
    await toast(owner, "Payment request sent.").waitFor();

    await owner.reload();
    const header = owner.getByTestId("request-group").filter({ hasText: "Request of 1 payment" });
    await header.first().waitFor();
    await expect(header.first().textContent()).resolves.toContain("Waiting");
    await shot(owner, "resource-payment-requests-requested");
    expect(ownerErrors).toEqual([]);
  });

  it("lists the request for a platform admin among every store's, who marks it done", async () => {
    const { page, errors } = await signIn("admin@example.com");
    // The waiting-requests dialog may open by itself after sign-in: its list is the page's too.
    await page.goto(listUrl());
    await page.getByRole("columnheader", { name: "Store", exact: true }).waitFor();
    await page.getByRole("combobox", { name: "Requested" }).click();
    await page.getByRole("option", { name: "Yes", exact: true }).click();
    await expect.poll(() => listState(page).filter).toContain('"is_request":"1"');
    const header = page
      .getByTestId("request-group")
      .filter({ hasText: "Oscar's" })
      .filter({ hasText: "Waiting" })
      .first();
    await header.waitFor();
    await header.getByRole("button", { name: /^Mark done/ }).click();
    await page.getByText("Mark this request's 1 payment as done?").waitFor();
    await page.getByRole("button", { name: "Yes" }).click();
    await toast(page, "Payments updated.").waitFor();
    await page.reload();
    await page.getByTestId("request-group").first().waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId("request-group")
          .filter({ hasText: "Oscar's" })
          .filter({ hasText: "Waiting" })
          .count(),
      )
      .toBe(0);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await shot(page, "resource-payment-requests-admin", true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the list on a phone as one line per payment", async () => {
    const { page, errors } = await openPage(app.browser, { width: 393, height: 851 });
    await submitLogin(page, app.server.baseUrl, "owner@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => pathOf(url) !== "/app/login");
    await page.goto(`${app.server.baseUrl}/app/payments`);
    await page.waitForURL((url) => pathOf(url) === "/app/PaymentRequest");
    await page
      .getByText(/^#\d+ · /)
      .first()
      .waitFor();
    await shot(page, "resource-payment-requests-phone", true);
    // Each row's amount floats right of its first line: a long e-mail ends before it, never under it.
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll(".RaSimpleList-tertiary")].map((amount) => {
        const box = amount.getBoundingClientRect();
        const range = document.createRange();
        let gap = Number.POSITIVE_INFINITY;
        for (const node of amount.parentElement?.childNodes ?? []) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          range.selectNodeContents(node);
          for (const line of range.getClientRects())
            if (line.bottom > box.top && line.top < box.bottom) gap = Math.min(gap, box.left - line.right);
        }
        return gap;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.filter((gap) => gap < 4)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("hides payments from a designer and refuses the URL", async () => {
    const { page, errors } = await signIn("designer@example.com");
    await page.getByRole("menuitem").first().waitFor();
    expect(await page.getByRole("menuitem", { name: "Payments", exact: true }).count()).toBe(0);
    await page.goto(`${app.server.baseUrl}/app/payments`);
    await page.getByText(DENIED).first().waitFor();
    expect(await page.locator("tbody tr").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
