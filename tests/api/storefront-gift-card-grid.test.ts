import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/pricing.js";
import { productStatus } from "../../domain/products.js";
import { nowIso, toJson } from "../../server/db/json.js";
import { invalidateStorefront } from "../../server/storefront/cache.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;
let picture: number;

const ALL_PRODUCTS_PAGE_SIZE = 48;

const page = (path: string) => t.app.inject({ method: "GET", url: path });

/** Every card of a page in document order: "p:<product id>" or "g:<gift-card product id>". */
const cards = (html: string) =>
  [...html.matchAll(/<li class="card(?: gift-card)?" data-(product|gift-card-product)-id="(\d+)"/g)].map(
    (m) => `${m[1] === "product" ? "p" : "g"}:${m[2]}`,
  );

/** The cards of one section (id="s-<id>") of a page. */
function sectionCards(html: string, sectionId: string): string[] {
  const start = html.indexOf(`id="s-${sectionId}"`);
  expect(start, sectionId).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", start);
  return cards(html.slice(start, end));
}

/** The <li> of one gift card. */
function giftCardHtml(html: string, id: number): string {
  const match = new RegExp(`<li class="card gift-card" data-gift-card-product-id="${id}">.*?</li>`).exec(
    html,
  );
  expect(match, `gift card ${id}`).not.toBeNull();
  return match![0];
}

interface Listed {
  key: string;
  id: number;
  kind: "p" | "g";
  price: number;
  created_at: string;
  sort_order: number;
}

async function liveProducts(websiteId: number): Promise<Listed[]> {
  const rows = await t.db.kysely
    .selectFrom("products")
    .select([
      "id",
      "price",
      "created_at",
      "sort_order",
      "available",
      "published_from",
      "published_to",
      "deleted_at",
    ])
    .where("website_id", "=", websiteId)
    .execute();
  return rows
    .filter((r) => r.deleted_at === null && productStatus(r) === "published")
    .map((r) => ({
      key: `p:${r.id}`,
      id: r.id,
      kind: "p",
      price: r.price,
      created_at: r.created_at,
      sort_order: r.sort_order,
    }));
}

async function liveGiftCards(websiteId: number): Promise<Listed[]> {
  const rows = await t.db.kysely
    .selectFrom("gift_card_products")
    .select(["id", "denominations", "created_at"])
    .where("website_id", "=", websiteId)
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .execute();
  return rows.map((r) => {
    const values =
      typeof r.denominations === "string"
        ? (JSON.parse(r.denominations) as number[])
        : (r.denominations as number[]);
    return {
      key: `g:${r.id}`,
      id: r.id,
      kind: "g",
      price: values[0]!,
      created_at: r.created_at,
      sort_order: 0,
    };
  });
}

/** Products before gift cards when the sort ties, as the grid merges them. */
const kindOrder = (a: Listed, b: Listed) => (a.kind === b.kind ? 0 : a.kind === "p" ? -1 : 1);

async function createGiftCard(body: Record<string, unknown>, websiteId = a.team, token = a.primary) {
  const res = await call(t.app, "POST", "/api/gift-card-products", {
    token,
    body: {
      website_id: websiteId,
      name: "Team Gift Card",
      description: "For anything in the store.",
      denominations: [5_000, 2_500, 10_000],
      picture_file_id: null,
      published: true,
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<{ data: { id: number; slug: string; name: string; picture_url: string | null } }>().data;
}

async function createPage(websiteId: number, sections: Record<string, unknown>[]) {
  const res = await call(t.app, "POST", "/api/bread/Page", {
    token: a.primary,
    body: { website_id: websiteId, name: `Grid ${Math.random().toString(36).slice(2, 8)}`, sections },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<{ slug: string }>();
}

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  const file = await t.db.kysely
    .insertInto("files")
    .values({
      website_id: a.team,
      user_id: null,
      parent_id: null,
      type: "file",
      name: "gift.png",
      path: `uploads/${a.team}/gift.png`,
      extension: "png",
      mime: "image/png",
      size: 100,
      width: 800,
      height: 800,
      is_public: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  picture = file.id;
});
afterAll(() => t.close());

describe("gift-card products in the storefront's product grids", () => {
  it("shows a published one on the home grid in the section's order, with its picture, name and lowest value, linking to its page", async () => {
    const before = await page("/store/acme-team-store/");
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain("data-gift-card-product-id");

    const gift = await createGiftCard({ picture_file_id: picture });
    const res = await page("/store/acme-team-store/");
    expect(res.statusCode).toBe(200);
    // The seeded home page's "Featured products": all products, Newest, 15.
    const expected = [...(await liveProducts(a.team)), ...(await liveGiftCards(a.team))]
      .sort((x, y) => y.created_at.localeCompare(x.created_at) || kindOrder(x, y) || y.id - x.id)
      .slice(0, 15)
      .map((x) => x.key);
    expect(expected).toContain(`g:${gift.id}`);
    expect(cards(res.body)).toEqual(expected);

    const card = giftCardHtml(res.body, gift.id);
    expect(card).toContain(`href="/store/acme-team-store/products/${gift.slug}"`);
    expect(card).toContain(`<div class="name">${gift.name}</div>`);
    expect(card).toContain(`<div class="price">From ${formatMoney(2_500)}</div>`);
    expect(card).toMatch(/<img src="\/files\/signed\/uploads\/[^"]*gift\.png[^"]*" alt="Team Gift Card"/);

    const target = await page(`/store/acme-team-store/products/${gift.slug}`);
    expect(target.statusCode).toBe(200);
    expect(target.body).toContain(`<h1>${gift.name}</h1>`);
    expect(target.body).toContain(`From ${formatMoney(2_500)}`);
  });

  it("draws the gift-card artwork when it has no picture, and a single value shows without From", async () => {
    const gift = await createGiftCard({ name: "Simple Gift Card", denominations: [7_500] });
    const res = await page("/store/acme-team-store/products");
    expect(res.statusCode).toBe(200);
    const card = giftCardHtml(res.body, gift.id);
    expect(card).toContain('<svg class="gift-art"');
    expect(card).toContain(`<div class="price">${formatMoney(7_500)}</div>`);
    expect(card).not.toContain("From");
    const target = await page(`/store/acme-team-store/products/${gift.slug}`);
    expect(target.body).toContain('<svg class="gift-art"');
  });

  it("sorts gift cards among the products by their lowest value, after them by position, and never into chosen products", async () => {
    await createGiftCard({ name: "Cheap Gift Card", denominations: [100, 90_000] });
    await createGiftCard({ name: "Big Gift Card", denominations: [1_000_000] });
    const created = await createPage(a.team, [
      { id: "asc01", type: "products", data: { sort_by: "Price ascending", limit: 100 } },
      { id: "desc1", type: "products", data: { sort_by: "Price descending", limit: 5 } },
      { id: "pos01", type: "products", data: { sort_by: "Position", limit: 100 } },
      {
        id: "chos1",
        type: "products",
        data: { all_products: false, chosen_products: [(await liveProducts(a.team))[0]!.id], limit: 100 },
      },
    ]);
    const res = await page(`/store/acme-team-store/${created.slug}`);
    expect(res.statusCode).toBe(200);
    const products = await liveProducts(a.team);
    const gifts = await liveGiftCards(a.team);
    const all = [...products, ...gifts];
    expect(sectionCards(res.body, "asc01")).toEqual(
      [...all].sort((x, y) => x.price - y.price || kindOrder(x, y) || x.id - y.id).map((x) => x.key),
    );
    expect(sectionCards(res.body, "desc1")).toEqual(
      [...all]
        .sort((x, y) => y.price - x.price || kindOrder(x, y) || y.id - x.id)
        .slice(0, 5)
        .map((x) => x.key),
    );
    expect(sectionCards(res.body, "desc1")[0]).toMatch(/^g:/);
    expect(sectionCards(res.body, "pos01")).toEqual([
      ...[...products].sort((x, y) => x.sort_order - y.sort_order || x.id - y.id).map((x) => x.key),
      ...[...gifts].sort((x, y) => x.id - y.id).map((x) => x.key),
    ]);
    expect(sectionCards(res.body, "chos1")).toEqual([`p:${products[0]!.id}`]);
  });

  it("pages the all-products listing over products then gift cards, counting both", async () => {
    const products = await liveProducts(a.team);
    // Enough gift cards that the second page starts inside them.
    const have = (await liveGiftCards(a.team)).length;
    for (let i = have; products.length + i < ALL_PRODUCTS_PAGE_SIZE + 7; i++)
      await createGiftCard({ name: `Gift Card ${i}`, denominations: [1_000 + i] });
    const gifts = await liveGiftCards(a.team);
    const expected = [
      ...[...products].sort((x, y) => x.sort_order - y.sort_order || x.id - y.id).map((x) => x.key),
      ...[...gifts].sort((x, y) => x.id - y.id).map((x) => x.key),
    ];
    const last = Math.ceil(expected.length / ALL_PRODUCTS_PAGE_SIZE);
    expect(last).toBe(2);
    const seen: string[] = [];
    for (let n = 1; n <= last; n++) {
      const res = await page(`/store/acme-team-store/products?page=${n}`);
      expect(res.statusCode, `page ${n}`).toBe(200);
      const onPage = cards(res.body);
      expect(onPage.length).toBe(
        n < last ? ALL_PRODUCTS_PAGE_SIZE : expected.length - ALL_PRODUCTS_PAGE_SIZE,
      );
      expect(res.body.includes(`?page=${n + 1}">Next</a>`)).toBe(n < last);
      seen.push(...onPage);
    }
    expect(seen).toEqual(expected);
    expect((await page(`/store/acme-team-store/products?page=${last + 1}`)).statusCode).toBe(404);
  });

  it("an unpublished or deleted gift card leaves the grids and its page at once, though the pages were cached", async () => {
    const hidden = await createGiftCard({ name: "Soon Hidden Gift Card" });
    const removed = await createGiftCard({ name: "Soon Deleted Gift Card" });
    const created = await createPage(a.team, [
      { id: "all01", type: "products", data: { sort_by: "Newest", limit: 100 } },
    ]);
    const path = `/store/acme-team-store/${created.slug}`;
    await page(path);
    const cached = await page(path);
    expect(cached.headers["x-storefront-cache"]).toBe("hit");
    expect(cards(cached.body)).toEqual(expect.arrayContaining([`g:${hidden.id}`, `g:${removed.id}`]));
    const listing = async () => {
      const out: string[] = [];
      for (let n = 1; ; n++) {
        const res = await page(`/store/acme-team-store/products?page=${n}`);
        if (res.statusCode === 404) return out;
        out.push(...cards(res.body));
      }
    };
    const listedBefore = await listing();
    expect(listedBefore).toEqual(expect.arrayContaining([`g:${hidden.id}`, `g:${removed.id}`]));

    const put = await call(t.app, "PUT", `/api/gift-card-products/${hidden.id}`, {
      token: a.primary,
      body: {
        name: hidden.name,
        description: null,
        denominations: [2_500, 5_000],
        picture_file_id: null,
        published: false,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const del = await call(t.app, "DELETE", `/api/gift-card-products/${removed.id}`, { token: a.primary });
    expect(del.status).toBe(200);

    const after = cards((await page(path)).body);
    expect(after).not.toContain(`g:${hidden.id}`);
    expect(after).not.toContain(`g:${removed.id}`);
    const listedAfter = await listing();
    expect(listedAfter).not.toContain(`g:${hidden.id}`);
    expect(listedAfter).not.toContain(`g:${removed.id}`);
    expect(listedAfter.length).toBe(listedBefore.length - 2);
    expect((await page(`/store/acme-team-store/products/${hidden.slug}`)).statusCode).toBe(404);
    expect((await page(`/store/acme-team-store/products/${removed.slug}`)).statusCode).toBe(404);
  });

  it("never shows another store's gift cards, and none while the store's plan has no gift cards", async () => {
    const now = nowIso();
    const foreign = await t.db.kysely
      .insertInto("gift_card_products")
      .values({
        website_id: a.tees,
        name: "Oscar Gift Card",
        slug: "oscar-gift-card",
        description: null,
        denominations: toJson([3_000, 6_000]),
        picture_file_id: null,
        published: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await invalidateStorefront(t.app.ctx.events, a.tees);
    const teesCards = async () => [
      ...cards((await page("/store/oscars-tees/")).body),
      ...cards((await page("/store/oscars-tees/products")).body),
    ];
    // Oscar's Tees is on the free plan: its gift card's page does not open, so no grid lists it.
    expect(await teesCards()).not.toContain(`g:${foreign.id}`);
    expect((await page("/store/oscars-tees/products/oscar-gift-card")).statusCode).toBe(404);

    await t.db.kysely
      .updateTable("websites")
      .set({ limits: toJson({ products: 50, giftcards: true }) })
      .where("id", "=", a.tees)
      .execute();
    await invalidateStorefront(t.app.ctx.events, a.tees);
    expect(await teesCards()).toContain(`g:${foreign.id}`);
    const card = giftCardHtml((await page("/store/oscars-tees/products")).body, foreign.id);
    expect(card).toContain('href="/store/oscars-tees/products/oscar-gift-card"');
    expect(card).toContain(`From ${formatMoney(3_000)}`);

    await invalidateStorefront(t.app.ctx.events, a.team);
    const team = [
      ...cards((await page("/store/acme-team-store/")).body),
      ...cards((await page("/store/acme-team-store/products?page=1")).body),
      ...cards((await page("/store/acme-team-store/products?page=2")).body),
    ];
    expect(team.some((c) => c.startsWith("g:"))).toBe(true);
    expect(team).not.toContain(`g:${foreign.id}`);
    expect((await page("/store/acme-team-store/products/oscar-gift-card")).statusCode).toBe(404);
  });
});
