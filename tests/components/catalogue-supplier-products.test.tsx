import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SupplierProductDetail, SupplierProductRecord } from "../../domain/contracts/supplier-products";
import { admin, openApp, stubAppApi } from "./dashboard-helpers";
import { catalogueItem } from "./catalogue-fixtures";
import { breadList, filterOf } from "./gift-cards-helpers";
import { alsoAnswerApi, answerUploads, lastQuery } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const path = () => window.location.pathname.replace(/^\/app/, "");

const detail: SupplierProductDetail = {
  ...catalogueItem(),
  print_price_second: 300,
  size_images: [],
  variants: [
    {
      id: 51,
      sku: "WHITE_S",
      color: "White",
      color_swatch: "#FFFFFF",
      size: "S",
      cost: 310,
      quantity: 40,
      available: 1,
    },
    {
      id: 52,
      sku: "WHITE_M",
      color: "White",
      color_swatch: "#FFFFFF",
      size: "M",
      cost: 310,
      quantity: 0,
      available: 1,
    },
  ],
};

const record = (overrides: Partial<SupplierProductRecord> = {}): SupplierProductRecord => ({
  id: 5,
  style_id: "G5000",
  short_name: "Heavy Cotton Tee",
  name: "Gildan 5000 Heavy Cotton Tee",
  brand: "Gildan",
  category: "T-Shirts",
  description: "",
  suggested_method: 1,
  second_suggested_method: null,
  moq: 1,
  print_price: 500,
  print_price_second: 300,
  first_custom_fee: 950,
  is_customizable: 0,
  is_active: 1,
  popular: 98,
  similar_product_id: null,
  inventory_quantity: 1200,
  price_from: 310,
  variant_count: 14,
  size_images: [],
  created_at: "2026-03-01T10:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  ...overrides,
});

/** The n-th (1-based) input of a variant column, by its label. */
const variantInput = (role: "textbox" | "spinbutton", name: string, n: number) =>
  screen.getAllByRole(role, { name })[n - 1] as HTMLInputElement;

/** Picks `size` in the n-th variant's size menu. */
async function chooseSize(n: number, size: string) {
  fireEvent.mouseDown(screen.getAllByRole("combobox", { name: "Size" })[n - 1]!);
  fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: size }));
  await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
}

describe("supplier product resource (admins)", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/supplier-products/SupplierProductList"),
      import("../../resources/supplier-products/SupplierProductEdit"),
      import("../../resources/supplier-products/SupplierProductCreate"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the catalogue through BREAD, switched-off blanks included, and filters by status", async () => {
    const { calls } = stubAppApi(admin, {
      "GET /api/bread/SupplierProduct": ({ query }) =>
        breadList(
          filterOf(query).is_active === 0
            ? [record({ id: 9, name: "Old Tee", is_active: 0 })]
            : [record(), record({ id: 9, name: "Old Tee", is_active: 0 })],
        ),
      "GET /api/smake/brands": () => ({ body: [{ name: "Gildan", count: 3 }] }),
      "GET /api/smake/categories": () => ({ body: [{ name: "T-Shirts", count: 3 }] }),
    });
    openApp(admin, "/SupplierProduct");
    expect(await screen.findByText("Gildan 5000 Heavy Cotton Tee", {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Old Tee")).toBeTruthy();
    expect(screen.getAllByText("$3.10")).toHaveLength(2);
    expect(screen.getAllByText("Inactive").length).toBeGreaterThan(0);
    const first = lastQuery(calls, "/api/bread/SupplierProduct");
    expect(first.get("sort")).toBe(JSON.stringify(["name", "ASC"]));

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "Inactive" }));
    await eventually(() =>
      expect(filterOf(lastQuery(calls, "/api/bread/SupplierProduct"))).toMatchObject({ is_active: 0 }),
    );
    await eventually(() => expect(screen.queryByText("Gildan 5000 Heavy Cotton Tee")).toBeNull());
  });

  it("imports a catalogue CSV as a job: says it completed once the job is done, and lists the new blank", async () => {
    let imported = false;
    stubAppApi(admin, {
      "GET /api/bread/SupplierProduct": () =>
        breadList(imported ? [record(), record({ id: 12, name: "Csv Tee" })] : [record()]),
      "GET /api/smake/brands": () => ({ body: [] }),
      "GET /api/smake/categories": () => ({ body: [] }),
    });
    const polled: string[] = [];
    alsoAnswerApi({
      "GET /api/imports/:id": ({ path }) => {
        polled.push(path);
        imported = true;
        return {
          body: { id: 7, status: "done", done: 1, total: 1, message: "Completed successfully", created: 1 },
        };
      },
    });
    const sent = answerUploads("POST /api/upload/smake", () => ({
      status: 202,
      body: { id: 7, status: "queued", done: 0, total: 1 },
    }));
    openApp(admin, "/SupplierProduct");
    expect(await screen.findByText("Gildan 5000 Heavy Cotton Tee", {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.change(screen.getByTestId("csv-input"), {
      target: {
        files: [new File(["style_id,name,color,size,cost\n"], "catalogue.csv", { type: "text/csv" })],
      },
    });
    expect(await screen.findByText("Completed successfully", {}, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText("Csv Tee", {}, { timeout: 8000 })).toBeTruthy();
    expect(polled).toEqual(["/api/imports/7"]);
    expect(sent).toHaveLength(1);
  });

  it("edits costs and variants, sends cents, and shows a variant error at its field", async () => {
    let reply: { status: number; body: unknown } = {
      status: 422,
      body: {
        message: "Each colour and size pair may appear only once.",
        errors: { "variants.2.size": "Each colour and size pair may appear only once." },
      },
    };
    const { calls } = stubAppApi(admin, {
      "GET /api/smake/product/5": () => ({ body: detail }),
      "PUT /api/bread/SupplierProduct/5": () => reply,
    });
    const saves = () => calls.filter((c) => c.method === "PUT" && c.path === "/api/bread/SupplierProduct/5");
    // The spec's editor path opens the resource's edit page.
    openApp(admin, "/master/admin/product/5");
    await screen.findAllByRole("spinbutton", { name: "Cost ($)" }, { timeout: 20_000 });
    expect(path()).toBe("/SupplierProduct/5");
    const cost = variantInput("spinbutton", "Cost ($)", 1);
    expect(cost.value).toBe("3.10");
    expect((screen.getByRole("spinbutton", { name: "Print price ($)" }) as HTMLInputElement).value).toBe(
      "5.00",
    );
    fireEvent.change(cost, { target: { value: "3.60" } });
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    // The form checks the server's schema first: a duplicate pair is refused without a call.
    await chooseSize(3, "M");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Each colour and size pair may appear only once.")).toBeTruthy();
    expect(saves()).toHaveLength(0);

    // What only the server knows still shows at its field.
    await chooseSize(3, "L");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(saves().length).toBe(1));
    expect(await screen.findByText("Each colour and size pair may appear only once.")).toBeTruthy();
    const sent = saves()[0]!.body as {
      print_price: number;
      variants: { id?: number; cost: number; size: string }[];
    };
    expect(sent.print_price).toBe(500);
    expect(sent.variants).toEqual([
      expect.objectContaining({ id: 51, cost: 360, size: "S" }),
      expect.objectContaining({ id: 52, cost: 310, size: "M" }),
      expect.not.objectContaining({ id: expect.anything() }),
    ]);

    reply = { status: 200, body: record() };
    // The row's remove button shows on hover (react-admin hides it from the accessibility tree till then).
    fireEvent.click(document.querySelector(".button-remove-variants-2")!);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Product successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect((saves().at(-1)!.body as { variants: unknown[] }).variants).toHaveLength(2);
    expect(path()).toBe("/SupplierProduct/5");
  });

  it("creates a new supplier product and opens it", async () => {
    const { calls } = stubAppApi(admin, {
      "POST /api/bread/SupplierProduct": () => ({ status: 201, body: record({ id: 77 }) }),
      "GET /api/smake/product/77": () => ({ body: { ...detail, id: 77 } }),
    });
    openApp(admin, "/master/admin/product/create");
    const field = async (name: string, value: string) =>
      fireEvent.change(await screen.findByRole("textbox", { name }, { timeout: 20_000 }), {
        target: { value },
      });
    await field("Style id", "NEW-1");
    await field("Short name", "New Tee");
    await field("Name", "New Tee 1");
    await field("Brand", "Newwear");
    await field("Supplier category", "T-Shirts");
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    fireEvent.change(variantInput("textbox", "Colour", 1), { target: { value: "Black" } });
    await chooseSize(1, "L");
    fireEvent.change(variantInput("spinbutton", "Cost ($)", 1), { target: { value: "4.25" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(path()).toBe("/SupplierProduct/77"));
    expect(
      calls.find((c) => c.method === "POST" && c.path === "/api/bread/SupplierProduct")?.body,
    ).toMatchObject({
      style_id: "NEW-1",
      first_custom_fee: 950,
      variants: [
        { color: "Black", size: "L", cost: 425, quantity: 0, available: 1, color_swatch: "#FFFFFF" },
      ],
    });
  });

  it("offers the catalogue's sizes in order and refuses a stored size off the list before saving", async () => {
    const broken = {
      ...detail,
      variants: [{ ...detail.variants[0]!, size: "NaN" }, detail.variants[1]!],
    };
    const { calls } = stubAppApi(admin, {
      "GET /api/smake/product/5": () => ({ body: broken }),
      "PUT /api/bread/SupplierProduct/5": () => ({ body: record() }),
    });
    openApp(admin, "/SupplierProduct/5");
    const size = (await screen.findAllByRole("combobox", { name: "Size" }, { timeout: 20_000 }))[0]!;
    expect(size.textContent).toBe("NaN");
    fireEvent.mouseDown(size);
    const offered = within(await screen.findByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent?.trim());
    expect(offered.slice(0, 17)).toEqual([
      "",
      "NaN",
      "XS",
      "S",
      "SM",
      "M",
      "MD",
      "L",
      "LG",
      "XL",
      "1XL",
      "XXL",
      "2XL",
      "3XL",
      "4XL",
      "5XL",
      "6XL",
    ]);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    await eventually(() => expect(screen.queryByRole("listbox")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(/^NaN is not a size of the catalogue\. Choose one of: XS, S, SM/),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await chooseSize(1, "XL");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(
      (calls.find((c) => c.method === "PUT")!.body as { variants: { size: string }[] }).variants[0]!.size,
    ).toBe("XL");
  });

  it("clones a supplier product and opens the inactive copy", async () => {
    const { calls } = stubAppApi(admin, {
      "GET /api/smake/product/5": () => ({ body: detail }),
      "POST /api/clone/smake/5": () => ({
        body: { message: "Completed successfully", product: { ...detail, id: 88 }, notified: 0 },
      }),
      "GET /api/smake/product/88": () => ({ body: { ...detail, id: 88, name: `${detail.name} (copy)` } }),
    });
    openApp(admin, "/master/admin/product/5");
    fireEvent.click(await screen.findByRole("button", { name: "Clone" }, { timeout: 20_000 }));
    await eventually(() => expect(path()).toBe("/SupplierProduct/88"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/clone/smake/5")).toBe(true);
    expect(await screen.findByText(/Supplier product cloned/)).toBeTruthy();
  });
});
