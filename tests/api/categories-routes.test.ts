import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { importCsv } from "../helpers/imports.js";
import { actors, csvForm, expectStoreGuards, type Actors } from "./websites-helpers.js";
import { errorBody } from "../../server/errors.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

type Node = {
  id: number;
  name: string;
  slug: string;
  childOf: number | null;
  sort_order: number;
  childrens: Node[];
};
type Saved = { message: string; category: Node };
const headers = (id: number) => ({ "x-website-id": String(id) });
/** A category of the Mugs store made by its owner, at the top or under `childOf`: its id. */
const make = async (name: string, childOf: number | null = null) =>
  (
    await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.mugs),
      body: { name, childOf },
    })
  ).json<Saved>().category.id;

describe("GET /api/categories", () => {
  it("gives the active store's tree and checks the store", async () => {
    const res = await call(t.app, "GET", "/api/categories", { token: a.owner, headers: headers(a.tees) });
    expect(res.status).toBe(200);
    const roots = res.json<Node[]>();
    expect(roots.length).toBeGreaterThan(0);
    expect(roots[0]).toMatchObject({ childOf: null, childrens: expect.any(Array) });
    const byParam = await call(t.app, "GET", `/api/categories?website_id=${a.tees}`, { token: a.owner });
    expect(byParam.json<Node[]>().map((n) => n.id)).toEqual(roots.map((n) => n.id));
    expect((await call(t.app, "GET", "/api/categories", { token: a.owner })).status).toBe(400);
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "GET", url: `/api/categories?website_id=${id}` }),
      "browse_products",
    );
  });

  it("keeps the platform tree to admins", async () => {
    expect((await call(t.app, "GET", "/api/admin/categories", { token: a.admin })).status).toBe(200);
    expect((await call(t.app, "GET", "/api/admin/categories", { token: a.owner })).status).toBe(403);
    expect((await call(t.app, "GET", "/api/admin/categories")).status).toBe(401);
  });
});

describe("POST /api/categories and POST /api/categories/{id}", () => {
  it("creates with a slug from the name, nests, updates, and reports a taken slug at the field", async () => {
    const created = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.tees),
      body: { name: "Zimowe Kurtki Ąę" },
    });
    expect(created.status).toBe(200);
    const parent = created.json<Saved>();
    expect(parent.message).toBe("Completed successfully");
    expect(parent.category).toMatchObject({ slug: "zimowe-kurtki-ae", childOf: null });

    const child = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      body: { name: "Parkas", slug: "Parkas Long", childOf: parent.category.id, website_id: a.tees },
    });
    expect(child.json<Saved>().category).toMatchObject({ slug: "parkas-long", childOf: parent.category.id });

    const clash = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.tees),
      body: { name: "Other", slug: "parkas-long" },
    });
    expect(clash.status).toBe(422);
    expect(clash.json()).toEqual(
      errorBody("Fields are invalid", { slug: "This slug is already used by another category." }),
    );
    // The same slug in another store is fine.
    const elsewhere = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.mugs),
      body: { name: "Parkas long" },
    });
    expect(elsewhere.status).toBe(200);

    const renamed = await call(t.app, "POST", `/api/categories/${child.json<Saved>().category.id}`, {
      token: a.owner,
      body: { name: "Long parkas", slug: "" },
    });
    expect(renamed.json<Saved>().category).toMatchObject({
      name: "Long parkas",
      slug: "long-parkas",
      childOf: parent.category.id,
    });

    const loop = await call(t.app, "POST", `/api/categories/${parent.category.id}`, {
      token: a.owner,
      body: { name: "Zimowe", childOf: child.json<Saved>().category.id },
    });
    expect(loop.status).toBe(422);
    expect(Object.keys(loop.json<{ errors: object }>().errors)).toEqual(["childOf"]);

    const tree = (await call(t.app, "GET", `/api/categories?website_id=${a.tees}`, { token: a.owner })).json<
      Node[]
    >();
    expect(tree.find((n) => n.id === parent.category.id)!.childrens.map((c) => c.name)).toEqual([
      "Long parkas",
    ]);
  });

  it("answers 422 'Fields are invalid' with field errors for a bad name or slug", async () => {
    const res = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.tees),
      body: { name: "", slug: "x".repeat(51) },
    });
    expect(res.status).toBe(422);
    expect(res.json()).toEqual(
      errorBody("Fields are invalid", {
        name: "This element is required",
        slug: "Value must be at most 50 characters",
      }),
    );
    const long = await call(t.app, "POST", "/api/categories", {
      token: a.owner,
      headers: headers(a.tees),
      body: { name: "n".repeat(51) },
    });
    expect(long.json<{ errors: Record<string, string> }>().errors.name).toBe(
      "Value must be at most 50 characters",
    );
  });

  it("guards create and update by store and edit_products", async () => {
    await expectStoreGuards(
      t,
      a,
      (id) => ({ method: "POST", url: "/api/categories", body: { name: "Guarded", website_id: id } }),
      "edit_products",
    );
    const teamCategory = await t.db.kysely
      .selectFrom("categories")
      .select("id")
      .where("website_id", "=", a.team)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call(t.app, "POST", `/api/categories/${teamCategory.id}`, {
          token: a.owner,
          body: { name: "Mine" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", `/api/delete/categories/${teamCategory.id}`, { token: a.owner })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/categories/999999", { token: a.owner, body: { name: "x" } })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", `/api/categories/${teamCategory.id}`, { body: { name: "x" } })).status,
    ).toBe(401);
  });

  it("lets admins create platform categories (website_id null), nobody else", async () => {
    const res = await call(t.app, "POST", "/api/categories", {
      token: a.admin,
      body: { name: "Platform Tees", website_id: null },
    });
    expect(res.status).toBe(200);
    const platform = (await call(t.app, "GET", "/api/admin/categories", { token: a.admin })).json<Node[]>();
    expect(platform.map((n) => n.slug)).toContain("platform-tees");
    const again = await call(t.app, "POST", "/api/categories", {
      token: a.admin,
      body: { name: "Platform tees", website_id: null },
    });
    expect(again.status).toBe(422);
    expect(
      (
        await call(t.app, "POST", "/api/categories", {
          token: a.owner,
          body: { name: "P", website_id: null },
        })
      ).status,
    ).toBe(403);
  });
});

describe("POST /api/categories/order and POST /api/delete/categories/{id}", () => {
  it("reorders and reparents siblings, then deletes moving children up", async () => {
    const x = await make("Order X");
    const y = await make("Order Y");
    const z = await make("Order Z", x);
    const res = await call(t.app, "POST", "/api/categories/order", {
      token: a.owner,
      headers: headers(a.mugs),
      body: {
        items: [
          { id: y, childOf: null },
          { id: x, childOf: null },
          { id: z, childOf: y },
        ],
      },
    });
    expect(res.status).toBe(200);
    const tree = res.json<{ categories: Node[] }>().categories;
    const ours = tree.filter((n) => [x, y].includes(n.id));
    expect(ours.map((n) => n.id)).toEqual([y, x]);
    expect(ours[0]!.childrens.map((c) => c.id)).toEqual([z]);

    const loop = await call(t.app, "POST", "/api/categories/order", {
      token: a.owner,
      headers: headers(a.mugs),
      body: { items: [{ id: y, childOf: z }] },
    });
    expect(loop.status).toBe(422);
    const foreign = await t.db.kysely
      .selectFrom("categories")
      .select("id")
      .where("website_id", "=", a.team)
      .executeTakeFirstOrThrow();
    expect(
      (
        await call(t.app, "POST", "/api/categories/order", {
          token: a.owner,
          headers: headers(a.mugs),
          body: { items: [{ id: foreign.id, childOf: null }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, "POST", "/api/categories/order", {
          token: a.owner,
          headers: headers(a.mugs),
          body: { items: [] },
        })
      ).status,
    ).toBe(422);
    await expectStoreGuards(
      t,
      a,
      (id) => ({
        method: "POST",
        url: "/api/categories/order",
        body: { website_id: id, items: [{ id: x, childOf: null }] },
      }),
      "edit_products",
    );

    const deleted = await call(t.app, "POST", `/api/delete/categories/${y}`, { token: a.owner });
    expect(deleted.json()).toEqual({ message: "Completed successfully" });
    const moved = await t.db.kysely
      .selectFrom("categories")
      .select("parent_id")
      .where("id", "=", z)
      .executeTakeFirstOrThrow();
    expect(moved.parent_id).toBeNull();
    expect((await call(t.app, "POST", `/api/delete/categories/${y}`, { token: a.owner })).status).toBe(404);
  });

  it("deletes a category and its subcategory at once (a bulk delete): what was under both moves up", async () => {
    for (let round = 0; round < 3; round++) {
      const top = await make(`Bulk top ${round}`);
      const middle = await make(`Bulk middle ${round}`, top);
      const bottom = await make(`Bulk bottom ${round}`, middle);
      const answers = await Promise.all(
        [top, middle].map((id) => call(t.app, "DELETE", `/api/bread/Category/${id}`, { token: a.owner })),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const left = await t.db.kysely
        .selectFrom("categories")
        .select(["id", "parent_id"])
        .where("id", "in", [top, middle, bottom])
        .execute();
      expect(left).toEqual([{ id: bottom, parent_id: null }]);
    }
  });
});

describe("POST /api/categories/csv", () => {
  it("imports rows with parents as an import job, or refuses the file with per-row errors", async () => {
    const ok = await importCsv(t.app, "/api/categories/csv", {
      token: a.owner,
      headers: headers(a.mugs),
      body: csvForm("categories.csv", "name,slug,parent\nCsv Parent,,\nCsv Child,csv-child,csv-parent\n"),
    });
    expect(ok.status).toBe(202);
    expect(ok.job).toMatchObject({ status: "done", message: "Completed successfully", created: 2, done: 2 });
    const child = await t.db.kysely
      .selectFrom("categories as c")
      .innerJoin("categories as p", "p.id", "c.parent_id")
      .select("p.slug")
      .where("c.slug", "=", "csv-child")
      .executeTakeFirstOrThrow();
    expect(child.slug).toBe("csv-parent");

    const bad = await importCsv(t.app, "/api/categories/csv", {
      token: a.owner,
      headers: headers(a.mugs),
      body: csvForm(
        "categories.csv",
        "name,slug,parent\nFresh One,,\n,some-slug,\nCsv Parent,,\nOrphan,,nowhere\n",
      ),
    });
    expect(bad.status).toBe(422);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      "rows.3.name": "Line 3: This element is required",
      "rows.4.slug": "Line 4: This slug is already used by another category.",
      "rows.5.parent": expect.stringMatching(/^Line 5: /),
    });
    const none = await t.db.kysely
      .selectFrom("categories")
      .select("id")
      .where("slug", "=", "fresh-one")
      .execute();
    expect(none).toEqual([]);

    const xlsx = await call(t.app, "POST", "/api/categories/csv", {
      token: a.owner,
      headers: headers(a.mugs),
      body: csvForm("categories.xlsx", "name\nA\n"),
    });
    expect(xlsx.json().message).toBe("Please upload file in csv extension.");
    expect(
      (
        await call(t.app, "POST", "/api/categories/csv", {
          token: a.owner,
          headers: headers(a.team),
          body: csvForm("c.csv", "name\nA\n"),
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/api/categories/csv", { body: csvForm("c.csv", "name\nA\n") })).status,
    ).toBe(401);
  });
});
