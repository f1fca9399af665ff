import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { SIZE_MSG } from "../../domain/supplier-product-input.js";
import { VARIANT_MSG } from "../../domain/variants.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";
import { csvForm } from "./websites-helpers.js";

/** A supplier variant's size is one of the catalogue's sizes, on the admin form's calls and the CSV import. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin@example.com");
});
afterAll(() => t.close());

type Invalid = { message: string; errors: Record<string, string> };
type Saved = { product: { id: number; variants: { size: string; sku: string }[] } };

const blank = (styleId: string, sizes: string[]) => ({
  style_id: styleId,
  short_name: "Size Tee",
  name: `Size Tee ${styleId}`,
  brand: "Testwear",
  category: "T-Shirts",
  suggested_method: 1,
  print_price: 500,
  print_price_second: 300,
  first_custom_fee: 950,
  variants: sizes.map((size) => ({ color: "Black", color_swatch: "#111111", size, cost: 400, quantity: 1 })),
});

describe("supplier variant sizes", () => {
  it("refuses a size that is not in the catalogue's list, naming it, and an empty one", async () => {
    const res = await call(t.app, "POST", "/api/smake/product", {
      token: admin,
      body: blank("SIZE-1", ["M", "NaN", "", "XXXL"]),
    });
    expect(res.status).toBe(422);
    const { errors } = res.json<Invalid>();
    expect(errors["variants.1.size"]).toBe(SIZE_MSG.notListed("NaN"));
    expect(errors["variants.2.size"]).toBe(VARIANT_MSG.selectSize);
    expect(errors["variants.3.size"]).toBe(SIZE_MSG.notListed("XXXL"));
    expect(errors["variants.0.size"]).toBeUndefined();
    expect(SIZE_MSG.notListed("NaN")).toContain(
      "XS, S, SM, M, MD, L, LG, XL, 1XL, XXL, 2XL, 3XL, 4XL, 5XL, 6XL",
    );
  });

  it("keeps a listed size in the list's spelling, apparel and other sizes alike", async () => {
    const res = await call(t.app, "POST", "/api/smake/product", {
      token: admin,
      body: blank("SIZE-2", ["xl", "6X", "one size", "2XL"]),
    });
    expect(res.status).toBe(200);
    const sizes = res.json<Saved>().product.variants.map((v) => v.size);
    expect([...sizes].sort()).toEqual(["2XL", "6XL", "One Size", "XL"]);
  });

  it("refuses a CSV row whose size is not listed", async () => {
    const header =
      "style_id,short_name,name,brand,category,description,suggested_method,second_suggested_method,moq,print_price,print_price_second,first_custom_fee,is_customizable,is_active,popular,color,color_swatch,size,cost,quantity,available";
    const text = [
      header,
      "SIZE-3,Csv Tee,Csv Tee 3,Csvwear,T-Shirts,,1,,1,5.00,3.00,9.50,0,1,0,Navy,#1F2A44,NaN,4.10,12,1",
    ].join("\n");
    const res = await call(t.app, "POST", "/api/upload/smake", {
      token: admin,
      body: csvForm("catalogue.csv", text),
    });
    expect(res.status).toBe(422);
    expect(Object.values(res.json<Invalid>().errors).join(" ")).toContain(SIZE_MSG.notListed("NaN"));
  });
});

describe("POST /admin/product-smake/update/size/images (outside /api)", () => {
  it("needs a session (401) and a platform admin (403) before reading the upload", async () => {
    const owner = await login(t.app, "owner@example.com");
    const url = "/admin/product-smake/update/size/images";
    expect((await call(t.app, "POST", url, { body: {} })).status).toBe(401);
    const refused = await call(t.app, "POST", url, { token: owner, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(MSG.permissionDenied);
  });
});
