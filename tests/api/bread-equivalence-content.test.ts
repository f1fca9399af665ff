import { describe } from "vitest";
import type { ContentKind } from "../../domain/content.js";
import { nowIso } from "../../server/db/json.js";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A BREAD write of a content item (a blog post, a FAQ entry, a menu...) and the content routes'
 * are one operation: see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

/** The BREAD model of each content kind the design editor does not lay out. */
const MODELS: Record<Exclude<ContentKind, "page">, string> = {
  blog: "Blog",
  news: "News",
  faq: "Faq",
  collection: "Collection",
  gallery: "Gallery",
  redirect: "Redirect",
  menu: "Menu",
};

/** What a kind needs beyond a name (a redirect's paths). */
const EXTRA: Partial<Record<ContentKind, Record<string, string>>> = {
  redirect: { from: "/old-store-path", to: "https://example.com/new-store-path" },
};

const OUTCOMES =
  "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok";

async function items(db: Db, acme: number, kind: string) {
  return db.kysely
    .selectFrom("pages")
    .select(["name", "slug", "data", "draft", "type"])
    .where("website_id", "=", acme)
    .where("type", "=", kind)
    .orderBy("slug")
    .execute();
}

/** The store's k-th item of the kind, made for the test (the demo stores have few of some kinds). */
async function nthItem(db: Db, acme: number, kind: string, k: number): Promise<number> {
  const slug = `equivalence-${kind}-${k}`;
  const found = await db.kysely
    .selectFrom("pages")
    .select("id")
    .where("website_id", "=", acme)
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (found) return found.id;
  const made = await db.kysely
    .insertInto("pages")
    .values({
      website_id: acme,
      type: kind,
      name: `Equivalence ${kind} ${k}`,
      slug,
      sections: "[]",
      data: "{}",
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return made.id;
}

const CASES: Case[] = Object.entries(MODELS).flatMap(([kind, model]): Case[] => [
  {
    name: `${model}: create`,
    outcomes: OUTCOMES,
    target: (_db, acme) => Promise.resolve(acme),
    bread: (_id, acme) => ({
      method: "POST",
      url: `/api/bread/${model}`,
      body: {
        website_id: acme,
        name: `Store ${kind} entry`,
        content: "<p>Hello</p>",
        ...EXTRA[kind as ContentKind],
      },
    }),
    route: (_id, acme) => ({
      method: "POST",
      url: `/api/content/${acme}/${kind}`,
      body: { name: `Store ${kind} entry`, content: "<p>Hello</p>", ...EXTRA[kind as ContentKind] },
    }),
    state: (db, _id, acme) => items(db, acme, kind),
    // The next role creates the same entry again (its slug would be taken).
    reset: async (db, acme) => {
      await db.kysely
        .deleteFrom("pages")
        .where("website_id", "=", acme)
        .where("name", "=", `Store ${kind} entry`)
        .execute();
    },
  },
  {
    name: `${model}: edit`,
    outcomes: OUTCOMES,
    target: (db, acme) => nthItem(db, acme, kind, 0),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/${model}/${id}`,
      body: {
        name: "Renamed entry",
        slug: `renamed-${kind}`,
        content: "<p>Changed</p>",
        ...EXTRA[kind as ContentKind],
      },
    }),
    route: (id, acme) => ({
      method: "PUT",
      url: `/api/content/${acme}/${kind}/${id}`,
      body: {
        name: "Renamed entry",
        slug: `renamed-${kind}`,
        content: "<p>Changed</p>",
        ...EXTRA[kind as ContentKind],
      },
    }),
    state: (db, _id, acme) => items(db, acme, kind),
    // The next role meets the item as the first did (its new slug would be its own, not taken).
    reset: async (db, id) => {
      await db.kysely
        .updateTable("pages")
        .set({ name: `Equivalence ${kind} 0`, slug: `equivalence-${kind}-0`, data: "{}" })
        .where("id", "=", id)
        .execute();
    },
  },
  {
    name: `${model}: delete`,
    outcomes: OUTCOMES,
    target: (db, acme, k) => nthItem(db, acme, kind, k + 1),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/${model}/${id}` }),
    route: (id, acme) => ({ method: "DELETE", url: `/api/content/${acme}/${kind}/${id}` }),
    state: (db, _id, acme) => items(db, acme, kind),
  },
]);

describe("BREAD writes of content items are the content routes' own", () => {
  equivalenceTests(sides, CASES);
});
