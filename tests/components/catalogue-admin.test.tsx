import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SupplierProductDetail } from "../../custom-pages/catalogue/types";
import { admin, openApp, stubAppApi } from "./dashboard-helpers";
import { catalogueItem } from "./catalogue-fixtures";
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

describe("admin supplier product editor", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/catalogue/admin/SupplierProductEditPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

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
      "POST /api/update/smake/product": () => reply,
    });
    openApp(admin, "/master/admin/product/5");
    const cost = (await screen.findByRole(
      "textbox",
      { name: "Cost ($) 1" },
      { timeout: 20_000 },
    )) as HTMLInputElement;
    expect(cost.value).toBe("3.10");
    expect((screen.getByRole("textbox", { name: "Print price ($)" }) as HTMLInputElement).value).toBe("5.00");
    fireEvent.change(cost, { target: { value: "3.60" } });
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }));
    // The form checks the server's schema first: a duplicate pair is refused without a call.
    fireEvent.change(screen.getByRole("combobox", { name: "Size 3" }), { target: { value: "M" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Each colour and size pair may appear only once.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/update/smake/product")).toBe(false);

    // What only the server knows still shows at its field.
    fireEvent.change(screen.getByRole("combobox", { name: "Size 3" }), { target: { value: "L" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/update/smake/product")).toBe(true));
    expect(await screen.findByText("Each colour and size pair may appear only once.")).toBeTruthy();
    const sent = calls.find((c) => c.path === "/api/update/smake/product")!.body as {
      id: number;
      print_price: number;
      variants: { id?: number; cost: number; size: string }[];
    };
    expect(sent.id).toBe(5);
    expect(sent.print_price).toBe(500);
    expect(sent.variants).toEqual([
      expect.objectContaining({ id: 51, cost: 360, size: "S" }),
      expect.objectContaining({ id: 52, cost: 310, size: "M" }),
      expect.not.objectContaining({ id: expect.anything() }),
    ]);

    reply = { status: 200, body: { message: "Completed successfully", product: detail, notified: 3 } };
    fireEvent.click(screen.getByRole("button", { name: "Remove 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Product successfully updated. 3 price change notifications sent",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(
      (calls.filter((c) => c.path === "/api/update/smake/product").at(-1)!.body as { variants: unknown[] })
        .variants,
    ).toHaveLength(2);
  });

  it("creates a new supplier product and opens it", async () => {
    const { calls } = stubAppApi(admin, {
      "POST /api/smake/product": () => ({
        body: { message: "Completed successfully", product: { ...detail, id: 77 }, notified: 0 },
      }),
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
    await field("Colour 1", "Black");
    fireEvent.change(screen.getByRole("combobox", { name: "Size 1" }), { target: { value: "L" } });
    await field("Cost ($) 1", "4.25");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(path()).toBe("/master/admin/product/77"));
    expect(calls.find((c) => c.path === "/api/smake/product")?.body).toMatchObject({
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
      "POST /api/update/smake/product": () => ({
        body: { message: "Completed successfully", product: broken, notified: 0 },
      }),
    });
    openApp(admin, "/master/admin/product/5");
    const size = (await screen.findByRole(
      "combobox",
      { name: "Size 1" },
      { timeout: 20_000 },
    )) as HTMLSelectElement;
    expect(size.value).toBe("NaN");
    const offered = Array.from(size.options).map((o) => o.value);
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
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(/^NaN is not a size of the catalogue\. Choose one of: XS, S, SM/),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/update/smake/product")).toBe(false);

    fireEvent.change(size, { target: { value: "XL" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(calls.some((c) => c.path === "/api/update/smake/product")).toBe(true));
    expect(
      (calls.find((c) => c.path === "/api/update/smake/product")!.body as { variants: { size: string }[] })
        .variants[0]!.size,
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
    await eventually(() => expect(path()).toBe("/master/admin/product/88"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/clone/smake/5")).toBe(true);
    expect(await screen.findByText(/Supplier product cloned/)).toBeTruthy();
  });
});
