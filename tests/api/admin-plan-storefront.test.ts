import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso, toJson } from "../../server/db/json.js";
import { invalidateStorefront } from "../../server/storefront/cache.js";
import { renewSubscriptions } from "../../server/services/plans/subscriptions.js";
import { SANDBOX_CARDS } from "../../server/services/payments/sandbox.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;
let giftCardId: number;

const LISTING = "/store/oscars-tees/products";

/** Whether the all-products listing shows the store's gift card (a plan feature). */
async function listsGiftCard(): Promise<boolean> {
  const res = await t.app.inject({ method: "GET", url: LISTING });
  expect(res.statusCode).toBe(200);
  return res.body.includes(`data-gift-card-product-id="${giftCardId}"`);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
  const now = nowIso();
  const row = await t.db.kysely
    .insertInto("gift_card_products")
    .values({
      website_id: a.tees,
      name: "Tees Gift Card",
      slug: "tees-gift-card",
      description: null,
      denominations: toJson([2_500]),
      picture_file_id: null,
      published: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  giftCardId = row.id;
  // Written past the API: the cache is told by hand, once.
  await invalidateStorefront(t.app.ctx.events, a.tees);
});
afterAll(() => t.close());

describe("plan changes reach the storefront at once", () => {
  it("shows or hides gift cards as soon as the plan or an admin override changes, though the page was cached", async () => {
    // Oscar's Tees is on the free plan: no gift cards. Rendered twice, so the second answer is cached.
    expect(await listsGiftCard()).toBe(false);
    expect(await listsGiftCard()).toBe(false);

    // The cache really holds the page: a write that skips the routes is not seen yet.
    await t.db.kysely
      .updateTable("websites")
      .set({ limits: toJson({ products: 250, giftcards: true }) })
      .where("id", "=", a.tees)
      .execute();
    expect(await listsGiftCard()).toBe(false);
    await t.db.kysely
      .updateTable("websites")
      .set({ limits: toJson({ products: 50, giftcards: false }) })
      .where("id", "=", a.tees)
      .execute();

    const upgrade = await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, {
      token: a.owner,
      body: { plan: "starter", card_number: SANDBOX_CARDS.success },
    });
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    expect(await listsGiftCard()).toBe(true);

    const override = await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.tees, limits: { giftcards: false } },
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    expect(await listsGiftCard()).toBe(false);

    const reset = await call(t.app, "PUT", "/api/website/limits", {
      token: a.admin,
      body: { website_id: a.tees, reset: ["giftcards"] },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(await listsGiftCard()).toBe(true);

    const downgrade = await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, {
      token: a.owner,
      body: { plan: "free" },
    });
    expect(downgrade.status, JSON.stringify(downgrade.body)).toBe(200);
    // A downgrade takes effect when the paid period ends; the store keeps its plan until then.
    expect(await listsGiftCard()).toBe(true);
    const detail = await call(t.app, "GET", `/api/subscription/websites/${a.tees}`, { token: a.owner });
    const end = (detail.body as { subscription: { current_period_end: string } }).subscription
      .current_period_end;
    await renewSubscriptions(t.app.ctx, end);
    expect(await listsGiftCard()).toBe(false);
  });

  it("leaves the storefront as it was when the plan change is refused", async () => {
    expect(await listsGiftCard()).toBe(false);
    expect(
      (await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, { body: { plan: "pro" } })).status,
    ).toBe(401);
    // Another owner's store: not a member, so it does not exist for them.
    expect(
      (
        await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, {
          token: a.designer,
          body: { plan: "pro" },
        })
      ).status,
    ).toBe(404);
    const bad = await call(t.app, "PUT", `/api/update/website/plan/${a.tees}`, {
      token: a.owner,
      body: { plan: "platinum" },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await call(t.app, "PUT", "/api/website/limits", {
          token: a.owner,
          body: { website_id: a.tees, limits: { giftcards: true } },
        })
      ).status,
    ).toBe(403);
    expect(await listsGiftCard()).toBe(false);
  });
});
