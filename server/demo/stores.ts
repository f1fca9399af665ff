import type { Kysely } from "kysely";
import { toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import { userJoinedMs, type UserIds } from "./accounts.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import { usAddress } from "./names.js";
import type { Rng } from "./random.js";
import { STORE_DEFS, STORE_MEMBERS, STORE_PERMISSIONS, type StoreDef } from "./store-data.js";

export const COMPANY_NAME = "Acme Apparel Co.";

export interface SeededStore {
  id: number;
  def: StoreDef;
  ownerId: number;
  openedMs: number;
}

export async function insertCompany(
  trx: Kysely<Database>,
  clock: SeedClock,
  ordersStartMs: number,
): Promise<number> {
  const row = await trx
    .insertInto("companies")
    .values({ name: COMPANY_NAME, logo_url: null, created_at: clock.iso(ordersStartMs - 45 * DAY_MS) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertStores(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  users: UserIds,
  companyId: number,
  ordersStartMs: number,
): Promise<SeededStore[]> {
  const rows = STORE_DEFS.map((def) => {
    const created = clock.iso(ordersStartMs - def.openedBeforeOrders * DAY_MS);
    return {
      user_id: users[def.owner],
      company_id: def.company ? companyId : null,
      name: def.name,
      link: def.link,
      plan: def.plan,
      is_launched: def.launched ? 1 : 0,
      is_demo: def.demo ? 1 : 0,
      limits: toJson(def.limits),
      amount_of_products: def.productCount,
      address_valid: def.addressValid ? 1 : 0,
      // Derived from the card account the store gets in connectDemoPaymentAccounts, never set here.
      stripe_valid: 0,
      margin: def.margin,
      data: toJson({}),
      created_at: created,
      updated_at: created,
    };
  });
  const inserted = await trx.insertInto("websites").values(rows).returning(["id", "link"]).execute();
  const idByLink = new Map(inserted.map((r) => [r.link, r.id]));
  const stores = STORE_DEFS.map((def) => ({
    id: idByLink.get(def.link) ?? 0,
    def,
    ownerId: users[def.owner],
    openedMs: ordersStartMs - def.openedBeforeOrders * DAY_MS,
  }));
  const storeId = (link: string) => idByLink.get(link) ?? 0;
  // Staff are attached the day after both they and the store exist.
  const joined = (key: keyof UserIds, link: string) => {
    const opened = stores.find((s) => s.def.link === link)?.openedMs ?? ordersStartMs;
    return clock.iso(Math.max(userJoinedMs(key, ordersStartMs), opened) + DAY_MS);
  };

  await trx
    .insertInto("website_users")
    .values(
      STORE_MEMBERS.map((m) => ({
        website_id: storeId(m.link),
        user_id: users[m.user],
        company_role: m.role,
        created_at: joined(m.user, m.link),
      })),
    )
    .execute();
  await trx
    .insertInto("website_permissions")
    .values(
      STORE_PERMISSIONS.map((p) => ({
        website_id: storeId(p.link),
        user_id: users[p.user],
        type: p.type,
        value: p.value,
        created_at: joined(p.user, p.link),
      })),
    )
    .execute();

  // The primary company admin needs an address to create stores; launched stores
  // have a valid store address.
  const addressRows = [
    {
      user_id: users.primary,
      website_id: null,
      created_at: clock.iso(ordersStartMs - 29 * DAY_MS),
      person: "Paula Primary",
    },
    ...stores
      .filter((s) => s.def.addressValid)
      .map((s) => ({
        user_id: null,
        website_id: s.id,
        created_at: clock.iso(s.openedMs),
        person: s.def.name,
      })),
  ].map(({ person, ...keys }) => {
    const { name, street, city, state, postal, country, phone } = usAddress(rng, person);
    return { ...keys, name, street, city, state, postal, country, phone };
  });
  await trx.insertInto("addresses").values(addressRows).execute();
  return stores;
}
