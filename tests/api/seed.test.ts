import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/auth/passwords.js";
import { fromJson } from "../../server/db/json.js";
import { openDb } from "../../server/db/kysely.js";
import { migrate } from "../../server/db/migrate.js";
import type { Database } from "../../server/db/schema.js";
import { catalogueImageKey } from "../../server/demo/catalogue.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureFirstAdmin, seedDemo } from "../../server/demo/index.js";
import { minimumPrice } from "../../domain/pricing.js";
import { SIZE_ORDER } from "../../domain/sizes.js";
import type { Db } from "../../server/db/types.js";
import { readProductData } from "../../server/services/products/data.js";
import { productPricingInput } from "../../server/services/products/minimum-price.js";
import { LocalStorage } from "../../server/services/storage.js";

// Self-contained on purpose: fresh databases opened here, no shared test helpers.
const NOW = new Date("2026-03-15T10:00:00.000Z");
const NOW_ISO = NOW.toISOString();
const dirs: string[] = [];

interface Fresh {
  db: Db;
  storage: LocalStorage;
  uploads: string;
}

async function freshSqlite(): Promise<Fresh> {
  const dir = mkdtempSync(join(tmpdir(), "seed-test-"));
  dirs.push(dir);
  const db = openDb({ sqliteFile: join(dir, "app.sqlite") });
  await migrate(db);
  const uploads = join(dir, "uploads");
  return { db, storage: new LocalStorage(uploads), uploads };
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const TABLES = [
  "users",
  "companies",
  "addresses",
  "websites",
  "website_users",
  "website_permissions",
  "supplier_products",
  "supplier_variants",
  "products",
  "product_variants",
  "categories",
  "product_categories",
  "pages",
  "orders",
  "order_items",
  "payments",
  "notifications",
  "contacts",
] as const satisfies readonly (keyof Database)[];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** Map.groupBy arrives with Node 21. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** JSON with sorted object keys: PostgreSQL's jsonb does not keep the written key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A digest of every seeded row; argon2 salts are random, so password hashes are left out. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = (await db.kysely.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const stable = rows
      .map((row) => JSON.stringify({ ...row, password_hash: undefined }))
      .sort()
      .join("\n");
    out[table] = createHash("sha256").update(stable).digest("hex");
  }
  return out;
}

describe("seedDemo on SQLite", () => {
  let seeded: Fresh;

  beforeAll(async () => {
    seeded = await freshSqlite();
    const result = await seedDemo(seeded.db, seeded.storage, { now: NOW, images: false });
    expect(result.created).toBe(true);
  });
  afterAll(() => seeded.db.close());

  it("creates the eight demo accounts, verified, all with the demo password", async () => {
    const users = await seeded.db.kysely.selectFrom("users").selectAll().orderBy("id").execute();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(users.every((u) => u.email_verified_at !== null && u.email_verified_at <= NOW_ISO)).toBe(true);
    expect(await verifyPassword(users[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);

    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get("admin@example.com")).toMatchObject({ role_id: 1, company_id: null });
    expect(byEmail.get("owner@example.com")).toMatchObject({
      role_id: 2,
      company_id: null,
      website_role: "store_owner",
    });
    expect(byEmail.get("primary-admin@example.com")).toMatchObject({
      main_company_role: "primary_company_admin",
      can_create_stores: 1,
    });
    for (const role of ["company_admin", "store_admin", "designer", "salesperson", "client"]) {
      const user = users.find((u) => u.main_company_role === role);
      expect(user?.company_id, role).not.toBeNull();
    }
    const address = await seeded.db.kysely
      .selectFrom("addresses")
      .select("id")
      .where("user_id", "=", byEmail.get("primary-admin@example.com")!.id)
      .executeTakeFirst();
    expect(address).toBeDefined();
    expect(DEMO_ACCOUNTS.find((a) => a.email === "owner@example.com")?.landing).toBe("/store-dashboard");
    expect(DEMO_ACCOUNTS.filter((a) => a.landing === "/")).toHaveLength(7);
  });

  it("creates company and owner stores, one launched and one demo, with members and overrides", async () => {
    const stores = await seeded.db.kysely.selectFrom("websites").selectAll().execute();
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(stores.filter((s) => s.is_demo === 1)).toHaveLength(1);
    expect(stores.some((s) => s.is_launched === 1)).toBe(true);
    expect(new Set(stores.map((s) => s.link)).size).toBe(stores.length);
    const team = stores.find((s) => s.name === "Acme Team Store")!;
    expect(team).toMatchObject({ is_launched: 1, plan: "pro", address_valid: 1, stripe_valid: 1 });
    expect(fromJson(team.limits, {})).toEqual({ giftcards: true, products: 1000, patterns: "all" });
    const owner = await seeded.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    expect(stores.filter((s) => s.user_id === owner.id).map((s) => s.name)).toEqual([
      "Oscar's Tees",
      "Oscar's Mugs",
    ]);

    const members = await seeded.db.kysely
      .selectFrom("website_users")
      .innerJoin("users", "users.id", "website_users.user_id")
      .select(["users.email", "website_users.website_id", "website_users.company_role"])
      .execute();
    expect(members.filter((m) => m.email === "store-admin@example.com")).toHaveLength(2);
    for (const email of ["designer@example.com", "salesperson@example.com", "client@example.com"]) {
      expect(members.find((m) => m.email === email)?.website_id, email).toBe(team.id);
    }
    const entries = await seeded.db.kysely.selectFrom("website_permissions").selectAll().execute();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ website_id: team.id, type: "browse_products", value: 0 }),
        expect.objectContaining({ website_id: team.id, type: "browse_single_order", value: 1 }),
      ]),
    );
  });

  it("fills the supplier catalogue: categories, colours, ordered sizes and all stock levels", async () => {
    const products = await seeded.db.kysely.selectFrom("supplier_products").selectAll().execute();
    const active = products.filter((p) => p.is_active === 1);
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(products.filter((p) => p.category === "import test").map((p) => p.is_active)).toEqual([0]);
    expect(new Set(active.map((p) => p.category)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(products.map((p) => p.style_id)).size).toBe(products.length);

    const variants = await seeded.db.kysely.selectFrom("supplier_variants").selectAll().execute();
    for (const product of products) {
      const own = variants.filter((v) => v.supplier_product_id === product.id);
      const colours = new Set(own.map((v) => v.color));
      expect(colours.size, product.style_id).toBeGreaterThanOrEqual(3);
      expect(colours.size, product.style_id).toBeLessThanOrEqual(10);
      expect(product.inventory_quantity).toBe(own.reduce((sum, v) => sum + v.quantity, 0));
      // Sorting by size_order gives the spec's size order for every colour.
      const sizes = [...new Set([...own].sort((a, b) => a.size_order - b.size_order).map((v) => v.size))];
      const standard = sizes.filter((s) => SIZE_ORDER.includes(s));
      expect(standard).toEqual([...standard].sort((a, b) => SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b)));
      for (const v of own.filter((v) => SIZE_ORDER.includes(v.size)))
        expect(v.size_order).toBe(SIZE_ORDER.indexOf(v.size));
      const images = fromJson<{ place: string; key: string }[]>(own[0]!.images, []);
      expect(images[0]?.key).toMatch(/^public\/catalogue\/.+-front\.png$/);
    }
    expect(variants.some((v) => v.quantity === 0)).toBe(true);
    expect(variants.some((v) => v.quantity >= 1 && v.quantity <= 9)).toBe(true);
    expect(variants.some((v) => v.quantity >= 10 && v.quantity <= 67)).toBe(true);
    expect(variants.some((v) => v.quantity >= 68)).toBe(true);
    expect(variants.every((v) => /^#[0-9A-F]{6}$/.test(v.color_swatch))).toBe(true);
  });

  it("gives every store products with variants, categories and a home page", async () => {
    const { kysely } = seeded.db;
    const stores = await kysely.selectFrom("websites").select(["id", "name", "amount_of_products"]).execute();
    const products = await kysely.selectFrom("products").selectAll().execute();
    for (const store of stores) {
      const own = products.filter((p) => p.website_id === store.id);
      expect(own.length, store.name).toBeGreaterThanOrEqual(6);
      expect(own.length, store.name).toBeLessThanOrEqual(20);
      expect(store.amount_of_products).toBe(own.length);
      expect(new Set(own.map((p) => p.slug)).size).toBe(own.length);
      const categories = await kysely
        .selectFrom("categories")
        .select("id")
        .where("website_id", "=", store.id)
        .execute();
      expect(categories.length, store.name).toBeGreaterThanOrEqual(4);
      expect(categories.length, store.name).toBeLessThanOrEqual(6);
    }
    expect(products.every((p) => p.name.length <= 50 && p.margin === 40 && p.price_fixed === 0)).toBe(true);
    expect(products.some((p) => p.available === 0)).toBe(true);
    expect(
      products.some((p) => p.available === 1 && p.published_from !== null && p.published_from > NOW_ISO),
    ).toBe(true);

    const variants = await kysely.selectFrom("product_variants").selectAll().execute();
    expect(variants.every((v) => /^[A-Za-z0-9]{20}$/.test(v.id))).toBe(true);
    const attributes = fromJson<{ name: string; type: string }[]>(variants[0]!.attributes, []);
    expect(attributes.map((a) => [a.name, a.type])).toEqual([
      ["Color", "color"],
      ["Size", "text"],
    ]);
    expect(
      await kysely.selectFrom("categories").select("id").where("website_id", "is", null).execute(),
    ).not.toHaveLength(0);

    const homes = await kysely.selectFrom("pages").selectAll().where("slug", "=", "home").execute();
    expect(homes).toHaveLength(stores.length);
    const sections = fromJson<{ id: string; type: string; data: Record<string, unknown> }[]>(
      homes[0]!.sections,
      [],
    );
    expect(sections.map((s) => s.type)).toEqual(["banner", "products"]);
    expect(sections.every((s) => /^[A-Za-z0-9]{5}$/.test(s.id))).toBe(true);
    expect(sections[1]!.data).toMatchObject({ row_limit: 3, limit: 15, sort_by: "Newest" });
  });

  it("writes two years of consistent orders with every status and a payment per completed order", async () => {
    const { kysely } = seeded.db;
    const orders = await kysely.selectFrom("orders").selectAll().execute();
    expect(orders.length).toBeGreaterThan(1000);
    expect(new Set(orders.map((o) => o.created_at.slice(0, 7))).size).toBeGreaterThanOrEqual(24);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(["new", "completed", "canceled"]));
    expect(orders.every((o) => o.created_at <= NOW_ISO && o.updated_at <= NOW_ISO)).toBe(true);

    const items = await kysely.selectFrom("order_items").selectAll().execute();
    const byOrder = groupBy(items, (i) => i.order_id);
    for (const order of orders) {
      const own = byOrder.get(order.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      const price = own.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
      const cost = own.reduce((sum, i) => sum + i.unit_cost * i.quantity, 0);
      expect(order.price).toBe(price);
      const fees = own.reduce((sum, i) => sum + i.unit_platform_fee * i.quantity, 0);
      expect(order.platform_fee).toBe(fees);
      expect(order.profit).toBe(price - fees - cost);
      // Seeded products sell above their minimum price and take no discount.
      expect(order.platform_fee).toBeGreaterThan(0);
      expect(order.profit).toBeGreaterThan(0);
    }
    // Seeded lines split like live ones: cost + fee is the minimum checkout computes for the variant.
    for (const item of items.filter((_, i) => i % 97 === 0)) {
      const product = await kysely
        .selectFrom("products")
        .select(["website_id", "supplier_product_id", "ssm_fees", "data"])
        .where("id", "=", item.product_id!)
        .executeTakeFirstOrThrow();
      const variant = await kysely
        .selectFrom("product_variants")
        .select("supplier_variant_id")
        .where("id", "=", item.product_variant_id!)
        .executeTakeFirstOrThrow();
      const input = await productPricingInput(kysely, product, [variant], readProductData(product.data));
      expect(item.unit_cost + item.unit_platform_fee).toBe(minimumPrice(input));
    }
    const payments = await kysely.selectFrom("payments").selectAll().execute();
    const completed = orders.filter((o) => o.status === "completed");
    expect(payments).toHaveLength(completed.length);
    const orderById = new Map(orders.map((o) => [o.id, o]));
    for (const p of payments) {
      const order = orderById.get(p.order_id)!;
      expect(p).toMatchObject({
        amount_for_website: order.profit,
        amount_for_vi: order.platform_fee,
        goes_to: "website",
      });
    }
    expect(new Set(payments.map((p) => p.done))).toEqual(new Set([0, 1]));

    // Every order has its history, and shipped ones a shipment, as live orders do.
    const history = groupBy(
      await kysely.selectFrom("order_status_history").selectAll().orderBy("id").execute(),
      (h) => h.order_id,
    );
    const shipments = groupBy(await kysely.selectFrom("shipments").selectAll().execute(), (s) => s.order_id);
    for (const order of orders) {
      const steps = (history.get(order.id) ?? []).map((h) => [h.from_status, h.to_status]);
      expect(steps).toEqual(
        order.status === "new"
          ? [[null, "new"]]
          : [
              [null, "new"],
              ["new", order.status],
            ],
      );
      const shipped = shipments.get(order.id) ?? [];
      if (order.status === "canceled") expect(shipped).toEqual([]);
      if (order.status === "completed") {
        expect(shipped).toHaveLength(1);
        expect(shipped[0]).toMatchObject({ status: "delivered", website_id: order.website_id });
        expect(shipped[0]!.tracking_number).not.toBe("");
      }
    }

    const perMonth = groupBy(
      orders.filter((o) => o.website_id === orders[0]!.website_id),
      (o) => o.created_at.slice(0, 7),
    );
    expect(perMonth.size).toBeGreaterThanOrEqual(24);
  });

  it("adds notifications (seen and unseen) and contacts with stable tag keys", async () => {
    const { kysely } = seeded.db;
    const notifications = await kysely.selectFrom("notifications").selectAll().execute();
    const users = await kysely.selectFrom("users").select("id").execute();
    expect(new Set(notifications.map((n) => n.user_id)).size).toBe(users.length);
    expect(new Set(notifications.map((n) => n.seen))).toEqual(new Set([0, 1]));
    const contacts = await kysely.selectFrom("contacts").selectAll().execute();
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) {
      expect(["PL", "DE", "EN", "RU", "IT"]).toContain(c.lang);
      for (const tag of fromJson<string[]>(c.tags, []))
        expect(["vip", "seller", "regular_customer"]).toContain(tag);
    }
  });

  it("does nothing the second time", async () => {
    const before = await counts(seeded.db);
    expect(await seedDemo(seeded.db, seeded.storage, { now: NOW, images: false })).toEqual({
      created: false,
    });
    expect(await counts(seeded.db)).toEqual(before);
  });

  it("writes identical rows on another fresh database with the same now", async () => {
    const other = await freshSqlite();
    await seedDemo(other.db, other.storage, { now: NOW, images: false });
    const [a, b] = [await fingerprint(seeded.db), await fingerprint(other.db)];
    await other.db.close();
    expect(b).toEqual(a);
  });
});

describe("seedDemo pictures", () => {
  it("renders each product colour and side as a 600x600 PNG in storage", { timeout: 120_000 }, async () => {
    const { db, storage } = await freshSqlite();
    const result = await seedDemo(db, storage, { now: NOW, orderMonths: 2 });
    expect(result.stats?.images?.stored).toBeGreaterThan(300);
    const key = catalogueImageKey("G5000", "White", "back");
    const png = await storage.get(key);
    expect(png).not.toBeNull();
    expect(await sharp(png!).metadata()).toMatchObject({ width: 600, height: 600, format: "png" });

    const variants = await db.kysely.selectFrom("supplier_variants").select("images").execute();
    const keys = new Set(
      variants.flatMap((v) => fromJson<{ key: string }[]>(v.images, []).map((i) => i.key)),
    );
    const products = await db.kysely
      .selectFrom("products")
      .select(["featured_front_image", "featured_back_image"])
      .execute();
    for (const p of products)
      for (const k of [p.featured_front_image, p.featured_back_image]) if (k) keys.add(k);
    for (const k of keys) expect(await storage.exists(k), k).toBe(true);
    await db.close();
  });
});

describe("ensureFirstAdmin", () => {
  it("creates a verified platform admin once, and never promotes an existing account", async () => {
    const { db } = await freshSqlite();
    expect(await ensureFirstAdmin(db, " Boss@Example.com ", "s3cret-pass")).toBe(true);
    const admin = await db.kysely.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ email: "boss@example.com", role_id: 1 });
    expect(admin.email_verified_at).not.toBeNull();
    expect(await verifyPassword(admin.password_hash, "s3cret-pass")).toBe(true);
    expect(await ensureFirstAdmin(db, "boss@example.com", "other")).toBe(false);
    await db.close();

    const other = await freshSqlite();
    await other.db.kysely
      .insertInto("users")
      .values({ name: "Early Bird", email: "boss@example.com", password_hash: "x", updated_at: NOW_ISO })
      .execute();
    await expect(ensureFirstAdmin(other.db, "boss@example.com", "pw")).rejects.toThrow(/not promoted/);
    await other.db.close();
  });

  it("leaves a seeded database alone", async () => {
    const { db, storage } = await freshSqlite();
    await seedDemo(db, storage, { now: NOW, images: false, orderMonths: 1 });
    expect(await ensureFirstAdmin(db, "admin@example.com", "whatever")).toBe(false);
    await db.close();
  });
});

const PG_URL = process.env.TEST_DATABASE_URL;

describe("seedDemo on PostgreSQL", () => {
  it.runIf(PG_URL)("seeds, is idempotent and matches the SQLite rows", { timeout: 120_000 }, async () => {
    const name = `seed_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    const db = openDb({ databaseUrl: url.toString(), sqliteFile: ":memory:", onPoolError: () => {} });
    try {
      await migrate(db);
      const dir = mkdtempSync(join(tmpdir(), "seed-pg-"));
      dirs.push(dir);
      const storage = new LocalStorage(dir);
      const options = { now: NOW, images: false, orderMonths: 25 };
      expect((await seedDemo(db, storage, options)).created).toBe(true);
      const first = await counts(db);
      expect(first.orders).toBeGreaterThan(1000);
      expect(await seedDemo(db, storage, options)).toEqual({ created: false });
      expect(await counts(db)).toEqual(first);

      const lite = await freshSqlite();
      await seedDemo(lite.db, lite.storage, options);
      expect(await counts(lite.db)).toEqual(first);
      const digest = async (d: Db) => {
        const rows = await d.kysely.selectFrom("orders").selectAll().orderBy("id").execute();
        const plain = rows.map((r) => ({ ...r, shipping_address: fromJson(r.shipping_address, {}) }));
        return createHash("sha256").update(canonical(plain)).digest("hex");
      };
      expect(await digest(db)).toBe(await digest(lite.db));
      await lite.db.close();
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
