import type { Kysely } from "kysely";
import { toJson } from "../json.js";
import type { Database } from "../schema.js";
import { userJoinedMs, type DemoUserKey, type UserIds } from "./accounts.js";
import { chunks } from "./batch.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import { bannerKey } from "./images.js";
import { person, usAddress } from "./names.js";
import type { SeededProduct } from "./products.js";
import type { Rng } from "./random.js";
import type { SeededStore } from "./stores.js";

/** Spec: every section gets a random 5-character id. */
function section(rng: Rng, type: string, data: Record<string, unknown>): Record<string, unknown> {
  return { id: rng.id(5), type, data };
}

/** Section data with the defaults from the spec's "Page section" table. */
function homeSections(rng: Rng, store: SeededStore): Record<string, unknown>[] {
  return [
    section(rng, "banner", {
      url: bannerKey(store.def.link),
      position: "full",
      additional_option: "",
      website_url: "",
      newWindow: false,
    }),
    section(rng, "products", {
      title: "Featured products",
      display: "random",
      row_limit: 3,
      limit: 15,
      show_all: true,
      all_products: true,
      sort_by: "Newest",
      sort_products: [],
      chosen_products: [],
    }),
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
    const page = (type: string, name: string, slug: string, sortOrder: number, sections: unknown[]) => ({
      website_id: store.id,
      type,
      name,
      slug,
      sort_order: sortOrder,
      sections: toJson(sections),
      data: toJson({}),
      created_at: created,
      updated_at: created,
    });
    const about = section(rng, "image-text", {
      show_image: true,
      show_text: true,
      position: "image-text",
      url: bannerKey(store.def.link),
      text: `<h2>About ${store.def.name}</h2><p>Every item is printed to order on quality blanks and shipped within a few days.</p>`,
    });
    const contact = section(rng, "contact", {
      title: "Contact us",
      upload_files: true,
      contact_address: true,
      first_last_name: true,
      business_name: true,
      full_address: true,
      phone: true,
    });
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
