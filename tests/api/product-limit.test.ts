import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_MSG } from "../../domain/contracts/product-editor.js";
import { toJson } from "../../server/db/json.js";
import { teeBlank, type Blank } from "../helpers/blanks.js";
import { call, createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * The plan's product limit holds on every path that adds a product to a store: the editor's create
 * from a blank, the custom product, and BREAD (which once inserted without asking).
 */

let t: TestApp;
let designer: string;
let acme: number;
let blank: Blank;

const liveProducts = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom("products")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("website_id", "=", acme)
        .where("deleted_at", "is", null)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  designer = await login(t.app, "designer@example.com");
  acme = await storeId(t.db, "Acme Team Store");
  blank = await teeBlank(t.db);
  // The store is exactly full: its limit is the live products it has.
  await t.db.kysely
    .updateTable("websites")
    .set({ limits: toJson({ products: await liveProducts() }) })
    .where("id", "=", acme)
    .execute();
});
afterAll(() => t.close());

describe("a store at its plan's product limit", () => {
  const fromBlank = () => ({
    supplier_product_id: blank.id,
    colors: blank.colors.slice(0, 1),
    sizes: blank.sizes.slice(0, 1),
    name: "One Too Many",
  });

  it.each([
    ["the editor", "/api/products/create", () => ({ website_id: acme, ...fromBlank() })],
    [
      "a custom product",
      "/api/create/custom",
      () => ({
        website_id: acme,
        name: "One Too Many",
        custom_colors: [{ name: "Black", swatch: "#000000" }],
        sizes: ["M"],
      }),
    ],
    ["BREAD", "/api/bread/Product", () => ({ website_id: acme, ...fromBlank() })],
  ])("%s adds nothing and answers 409 with the limit's message", async (_path, url, body) => {
    const before = await liveProducts();
    const res = await call(t.app, "POST", url, { token: designer, body: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(EDITOR_MSG.productLimit);
    expect(await liveProducts()).toBe(before);
  });
});
