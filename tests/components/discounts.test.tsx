import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import discounts from "../../resources/discounts";
import { discountRoutes } from "../../resources/discounts/routes";
import { answerUploads, type Reply } from "./api";
import { breadList, filterOf, lastQuery, openScreen, resourceRoute } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";
import { activeStoreOnPlan } from "./fixtures";
import { PLAN_MSG } from "../../domain/plans";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** A new code is saved in the active store: Save waits until that is known. */
const saveEnabled = () =>
  eventually(() => expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", false));

/** The spec's discount paths and the Discount resource they lead to. */
const routes = [...discountRoutes, resourceRoute("Discount", discounts)];

const discount = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  website_id: 7,
  code: "SUMMER10",
  title: "Summer",
  kind: "percentage",
  value: 10,
  minimum_order: 5000,
  usage_limit: 100,
  once_per_customer: 0,
  used_count: 3,
  applies_to: "all",
  starts_at: "2026-01-01T00:00:00.000Z",
  ends_at: null,
  active: 1,
  status: "active",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  version: 1,
  ...overrides,
});

describe("discount screens", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/discounts/DiscountList"),
      import("../../resources/discounts/DiscountCreate"),
      import("../../resources/discounts/DiscountEdit"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists codes with value, minimum and usage, and deletes one after the confirmation", async () => {
    let rows = [
      discount(),
      discount({
        id: 5,
        code: "FIVEOFF",
        kind: "fixed",
        value: 500,
        minimum_order: 0,
        usage_limit: null,
        status: "scheduled",
      }),
    ];
    const { calls } = openScreen(routes, "/discounts", {
      ...activeStoreOnPlan(true),
      "GET /api/bread/Discount": () => breadList(rows),
      "DELETE /api/bread/Discount/5": () => {
        const [gone] = rows.filter((r) => r.id === 5);
        rows = rows.filter((r) => r.id !== 5);
        return { body: gone };
      },
    });
    expect(await screen.findByText("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("10%")).toBeTruthy();
    expect(screen.getByText("$5.00")).toBeTruthy();
    expect(screen.getByText("$50.00")).toBeTruthy();
    expect(screen.getByText("3 / 100")).toBeTruthy();
    expect(screen.getByText("Scheduled")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete FIVEOFF" }));
    expect(await screen.findByText("Are you sure, you want delete this element?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() => expect(screen.queryByText("FIVEOFF")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/bread/Discount/5")).toBe(true);
    expect(screen.queryByText(PLAN_MSG.discountsLocked)).toBeNull();
  });

  it("a store whose plan lacks discounts keeps its codes listed, with the padlock notice and nothing to add or delete", async () => {
    openScreen(routes, "/discounts", {
      ...activeStoreOnPlan(false),
      "GET /api/bread/Discount": () => breadList([discount()]),
    });
    expect(await screen.findByText(PLAN_MSG.discountsLocked, {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText("SUMMER10")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create discount" }).getAttribute("aria-disabled")).toBe("true");
    expect((screen.getByRole("button", { name: "Delete SUMMER10" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("creates a fixed discount in cents and shows the server's errors next to the fields", async () => {
    let attempt = 0;
    const { calls } = openScreen(routes, "/discounts/create", {
      "POST /api/bread/Discount": () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: "This code is already in use in this store.",
                errors: { code: "This code is already in use in this store." },
              },
            }
          : { status: 201, body: discount() },
      "GET /api/bread/Discount": () => breadList([discount()]),
    });
    fireEvent.change(await screen.findByLabelText(/^Code/, {}, { timeout: 8000 }), {
      target: { value: "taken" },
    });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Fixed amount" }));
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.change(screen.getByLabelText(/^Amount off/), { target: { value: "7.25" } });
    fireEvent.change(screen.getByLabelText("Minimum order"), { target: { value: "30" } });
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This code is already in use in this store.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      // Codes are kept in capitals: "taken" and "TAKEN" are one code.
      code: "TAKEN",
      kind: "fixed",
      value: 725,
      minimum_order: 3000,
      usage_limit: null,
      applies_to: "all",
      website_id: 7,
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("imports a CSV of codes with a progress bar, refusing other files and listing the rows' errors", async () => {
    let loads = 0;
    openScreen(routes, "/discounts", {
      "GET /api/bread/Discount": () => {
        loads++;
        return breadList([discount()]);
      },
    });
    let reply: Reply = {
      status: 422,
      body: { message: "Fields are invalid", errors: { "rows.2.code": "Line 2: The code is required." } },
    };
    const sent = answerUploads("POST /api/upload/discountcsv", () => reply);
    expect(await screen.findByText("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    const input = screen.getByTestId("csv-input");
    fireEvent.change(input, { target: { files: [new File(["code"], "codes.xlsx")] } });
    expect(await screen.findByText("Please upload file in csv extension.")).toBeTruthy();
    expect(sent).toHaveLength(0);

    const csv = () => new File(["code,kind,value\n,percentage,10\n"], "codes.csv", { type: "text/csv" });
    fireEvent.change(input, { target: { files: [csv()] } });
    expect(await screen.findByRole("progressbar", { name: "Uploading" })).toBeTruthy();
    expect(await screen.findByText("Line 2: The code is required.")).toBeTruthy();
    expect(sent[0]!.url).toBe("/api/upload/discountcsv");
    expect(sent[0]!.form.get("website_id")).toBe("7");
    // The file sent is the one chosen (the multipart part keeps its bytes, not its name, in jsdom).
    expect(await (sent[0]!.form.get("files[0]") as File).text()).toBe("code,kind,value\n,percentage,10\n");

    reply = { status: 200, body: { message: "2 discount codes imported." } };
    const before = loads;
    fireEvent.change(input, { target: { files: [csv()] } });
    expect(await screen.findByText("2 discount codes imported.", {}, { timeout: 8000 })).toBeTruthy();
    await eventually(() => expect(loads).toBeGreaterThan(before));
    expect(screen.queryByText("Line 2: The code is required.")).toBeNull();
  });

  it("limits a discount to chosen products picked by name, with their pictures", async () => {
    const { calls } = openScreen(routes, "/discounts/create", {
      // The picker's search and its chosen ids both read this list; it keeps what matches.
      "GET /api/bread/Product": () => ({
        body: [
          { id: 11, name: "Team Tee", preview_photo_url: "/files/public/tee.png" },
          { id: 12, name: "Team Mug", preview_photo_url: null },
        ],
      }),
      "POST /api/bread/Discount": () => ({ status: 201, body: discount() }),
      "GET /api/bread/Discount": () => breadList([discount()]),
    });
    fireEvent.change(await screen.findByLabelText(/^Code/, {}, { timeout: 8000 }), {
      target: { value: "TEES5" },
    });
    fireEvent.change(screen.getByLabelText(/^Percent off/), { target: { value: "5" } });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Applies to" }));
    fireEvent.click(await screen.findByRole("option", { name: "Chosen products" }));
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    const picker = screen.getByRole("combobox", { name: "Products" });
    fireEvent.change(picker, { target: { value: "Team" } });
    fireEvent.keyDown(picker, { key: "ArrowDown" });
    const option = await screen.findByRole("option", { name: /Team Tee/ }, { timeout: 8000 });
    expect(option.querySelector('img[src="/files/public/tee.png"]')).not.toBeNull();
    fireEvent.click(option);
    expect(await screen.findByRole("button", { name: /Team Tee/ })).toBeTruthy();
    await saveEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        code: "TEES5",
        applies_to: "products",
        product_ids: [11],
      }),
    );
  });

  it("edits a discount loaded from the server", async () => {
    const { calls } = openScreen(routes, "/discounts/edit/4", {
      "GET /api/discounts/4": () => ({
        body: {
          ...discount(),
          product_ids: [],
          category_ids: [],
          products: [],
          categories: [],
          redemptions: [
            {
              id: 1,
              order_id: 9,
              email: "b@example.com",
              amount: 450,
              created_at: "2026-02-01T00:00:00.000Z",
            },
          ],
        },
      }),
      "PUT /api/bread/Discount/4": () => ({ body: discount() }),
      "GET /api/bread/Discount": () => breadList([discount()]),
    });
    expect(await screen.findByDisplayValue("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("$4.50 · #9")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Percent off/), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ value: 15, minimum_order: 5000 }),
    );
  });

  it("opens the conflict dialog on a discount saved meanwhile; 'Apply my changes on top' saves on their version", async () => {
    const scope = { product_ids: [], category_ids: [], products: [], categories: [], redemptions: [] };
    let stored = { ...discount(), ...scope };
    const { calls } = openScreen(routes, "/discounts/edit/4", {
      "GET /api/discounts/4": () => ({ body: stored }),
      "PUT /api/bread/Discount/4": (call) => {
        if (call.headers.get("if-match") !== `"${stored.version}"`)
          return {
            status: 409,
            body: { message: "This record was changed by someone else.", current: discount() },
          };
        stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
        return { body: stored };
      },
      "GET /api/bread/Discount": () => breadList([discount()]),
    });
    expect(await screen.findByDisplayValue("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    // Someone else renames the code after this screen read it.
    stored = { ...stored, title: "Their summer", version: 2 };
    fireEvent.change(screen.getByLabelText(/^Percent off/), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Someone else saved this record" },
      { timeout: 8000 },
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));

    await eventually(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    const puts = calls.filter((c) => c.method === "PUT");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toMatchObject({ value: 15, title: "Their summer" });
    expect(stored).toMatchObject({ value: 15, title: "Their summer", version: 3 });
  });

  it("offers a retry after a failed load, then pages and resizes the list on the server", async () => {
    let failed = false;
    const { calls } = openScreen(routes, "/discounts", {
      "GET /api/bread/Discount": () => {
        if (!failed) {
          failed = true;
          return { status: 500, body: { message: "Server Error" } };
        }
        return breadList([discount()], 60);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 8000 }));
    expect(await screen.findByText("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("1-25 of 60")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await eventually(() => expect(lastQuery(calls, "/api/bread/Discount").get("range")).toBe("[25,49]"));
    expect(filterOf(lastQuery(calls, "/api/bread/Discount")).website_id).toBe(7);
    expect(await screen.findByText("SUMMER10", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: /Rows per page/ }));
    fireEvent.click(await screen.findByRole("option", { name: "50" }));
    await eventually(() => {
      expect(lastQuery(calls, "/api/bread/Discount").get("range")).toBe("[0,49]");
    });
  });

  it("says so when the store has no codes yet", async () => {
    openScreen(routes, "/discounts", { "GET /api/bread/Discount": () => breadList([]) });
    expect(
      await screen.findByText(
        "No discounts yet. Create a code your buyers enter at checkout.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Go to next page" })).toBeNull();
  });
});
