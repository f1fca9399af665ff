import type { Kysely } from "kysely";
import { buildSection, SECTION_ID_LENGTH, type Section, type SectionType } from "../../domain/sections.js";
import { sanitizeSections } from "../services/sanitize/sections.js";
import { toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import { userJoinedMs, type DemoUserKey, type UserIds } from "./accounts.js";
import { chunks } from "../db/batch.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import { bannerKey } from "./images.js";
import { person, usAddress } from "./names.js";
import type { SeededProduct } from "./products.js";
import type { Rng } from "./random.js";
import type { SeededStore } from "./stores.js";

/**
 * A seeded section is built by the same function as one the store designer adds (every default
 * field, the style object, a lower-case 5-character id), so a seeded page is edited like any
 * other. Only the id comes from the seed's random source, to keep the seed deterministic.
 */
function section(rng: Rng, type: SectionType, data: Record<string, unknown>): Section {
  return buildSection(type, rng.id(SECTION_ID_LENGTH).toLowerCase(), data);
}

/** A banner with the store's picture, then its products: the defaults table's values otherwise. */
function homeSections(rng: Rng, store: SeededStore): Section[] {
  return [
    section(rng, "banner", { url: bannerKey(store.def.link) }),
    section(rng, "products", { title: "Featured products" }),
  ];
}

export async function insertPages(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  stores: readonly SeededStore[],
): Promise<void> {
  const rows = stores.flatMap((store) => {
    const created = clock.iso(store.openedMs + DAY_MS);
    const page = (type: string, name: string, slug: string, sortOrder: number, sections: Section[]) => ({
      website_id: store.id,
      type,
      name,
      slug,
      sort_order: sortOrder,
      // Stored as a page save stores them: rich text through the same sanitiser.
      sections: toJson(sanitizeSections(sections)),
      data: toJson({}),
      created_at: created,
      updated_at: created,
    });
    const about = section(rng, "image-text", {
      url: bannerKey(store.def.link),
      text: `<h2>About ${store.def.name}</h2><p>Every item is printed to order on quality blanks and shipped within a few days.</p>`,
    });
    const contact = section(rng, "contact", { title: "Contact us" });
    return [
      page("home", "Home", "home", 0, homeSections(rng, store)),
      page("page", "About us", "about", 1, [about]),
      page("page", "Contact", "contact", 2, [contact]),
    ];
  });
  await trx.insertInto("pages").values(rows).execute();
}

const CONTACT_LANGS = ["PL", "DE", "EN", "RU", "IT"] as const;
/** Stable keys; the SPA translates them (VIP, Seller, Regular customer). */
const CONTACT_TAGS = ["vip", "seller", "regular_customer"] as const;

export async function insertContacts(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  stores: readonly SeededStore[],
): Promise<void> {
  const rows = stores
    .filter((s) => s.def.launched)
    .flatMap((store) =>
      Array.from({ length: 8 }, (_, i) => {
        const who = person(rng);
        const address = usAddress(rng, who.name);
        return {
          website_id: store.id,
          name: who.name,
          city: address.city,
          postal: address.postal,
          street: address.street,
          phone: address.phone,
          email: who.email,
          lang: rng.pick(CONTACT_LANGS),
          comment: i % 3 === 0 ? "Prefers invoices by email." : null,
          tags: toJson(rng.sample(CONTACT_TAGS, rng.int(0, 2)).sort()),
          created_at: clock.iso(clock.daysAgo(rng.int(5, 600))),
        };
      }),
    );
  await trx.insertInto("contacts").values(rows).execute();
}

interface NotificationPlan {
  user: DemoUserKey;
  store: SeededStore | undefined;
}

export async function insertNotifications(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  users: UserIds,
  stores: readonly SeededStore[],
  products: readonly SeededProduct[],
  ordersStartMs: number,
): Promise<void> {
  const byLink = (link: string) => stores.find((s) => s.def.link === link);
  const team = byLink("acme-team-store");
  const plans: NotificationPlan[] = (Object.keys(users) as DemoUserKey[]).map((user) => ({
    user,
    store: user === "owner" ? byLink("oscars-tees") : team,
  }));
  const rows = plans.flatMap(({ user, store }, n) => {
    const storeProducts = products.filter((p) => p.storeId === store?.id);
    const product = storeProducts.length > 0 ? rng.pick(storeProducts) : undefined;
    const buyer = person(rng);
    const base = { user_id: users[user], website_id: store?.id ?? null };
    const joined = userJoinedMs(user, ordersStartMs);
    return [
      {
        ...base,
        website_id: null,
        type: "info",
        content: "Welcome! Your account is ready.",
        seen: 1,
        created_at: clock.iso(joined + 3_600_000),
      },
      {
        ...base,
        type: "order",
        content: `New order from ${buyer.name} in ${store?.def.name ?? "your store"}.`,
        seen: 0,
        created_at: clock.iso(clock.nowMs - (n + 1) * 3_600_000),
      },
      {
        ...base,
        type: "low_inventory",
        content: `Low stock: ${product?.name ?? "a product"} has ${rng.int(1, 9)} items left.`,
        seen: n % 2,
        created_at: clock.iso(clock.daysAgo(3)),
      },
      {
        ...base,
        type: "price_change",
        content: `<p>Supplier prices changed for <strong>${product?.name ?? "some products"}</strong>. Check your margins.</p>`,
        seen: 1,
        created_at: clock.iso(clock.daysAgo(12)),
      },
    ];
  });
  for (const batch of chunks(rows, 6)) await trx.insertInto("notifications").values(batch).execute();
}
