import type { Kysely } from "kysely";
import { splitOrder, type OrderSplit } from "../../domain/order-money.js";
import type { OrderStatus } from "../../domain/orders.js";
import { rebuildOrderStats } from "../services/stats/rollup.js";
import { toJson } from "../db/json.js";
import type { Database } from "../db/schema.js";
import type { UserIds } from "./accounts.js";
import { chunks } from "../db/batch.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import { person, usAddress, type Person } from "./names.js";
import { insertOrderHistory } from "./order-history.js";
import type { SeededOffer, SeededProduct } from "./products.js";
import type { Rng } from "./random.js";
import type { SeededStore } from "./stores.js";

const QUANTITIES = [1, 1, 1, 1, 2, 2, 3, 4];

export interface OrderOptions {
  months: number;
  /** Average orders a month of a fully weighted (launched) store; others get a share of it. */
  perStorePerMonth: number;
}

export interface OrderStats {
  orders: number;
  items: number;
  payments: number;
}

interface PlannedItem {
  product: SeededProduct;
  offer: SeededOffer;
  quantity: number;
}

interface PlannedOrder {
  storeId: number;
  createdMs: number;
  updatedMs: number;
  buyer: Person;
  buyerUserId: number | null;
  status: OrderStatus;
  items: PlannedItem[];
}

function statusFor(rng: Rng, ageDays: number): OrderStatus {
  if (rng.chance(0.05)) return "canceled";
  if (ageDays < 3) return "new";
  if (ageDays < 14) return rng.chance(0.5) ? "new" : "completed";
  return "completed";
}

function planOrders(
  rng: Rng,
  clock: SeedClock,
  store: SeededStore,
  products: readonly SeededProduct[],
  client: { id: number; buyer: Person } | null,
  options: OrderOptions,
): PlannedOrder[] {
  const own = products.filter((p) => p.storeId === store.id && p.orderable && p.offers.length > 0);
  const orders: PlannedOrder[] = [];
  const last = Math.max(1, options.months - 1);
  for (let back = options.months - 1; back >= 0; back--) {
    const start = clock.monthStart(back);
    const monthEnd = clock.monthStart(back - 1);
    const end = Math.min(monthEnd, clock.nowMs);
    if (end <= start) continue;
    // Sales grow over the two years, with a holiday-season peak and month-to-month noise.
    const growth = 0.55 + (0.75 * (last - back)) / last;
    const month = new Date(start).getUTCMonth();
    const season = month === 10 || month === 11 ? 1.2 : 1;
    const elapsed = (end - start) / (monthEnd - start);
    const expected = options.perStorePerMonth * store.def.orderWeight * growth * season * elapsed;
    const count = Math.round(expected * (0.85 + rng.float() * 0.3));
    for (let n = 0; n < count; n++) {
      const createdMs = start + Math.floor(rng.float() * (end - start));
      const onSale = own.filter((p) => p.createdMs <= createdMs);
      if (onSale.length === 0) continue;
      const items = rng.sample(onSale, rng.int(1, Math.min(3, onSale.length))).map((product) => ({
        product,
        offer: rng.pick(product.offers),
        quantity: rng.pick(QUANTITIES),
      }));
      const status = statusFor(rng, (clock.nowMs - createdMs) / DAY_MS);
      const settledMs =
        status === "completed"
          ? rng.int(1, 5) * DAY_MS
          : status === "canceled"
            ? rng.int(1, 20) * 3_600_000
            : 0;
      const byClient = client !== null && rng.chance(0.04);
      orders.push({
        storeId: store.id,
        createdMs,
        updatedMs: Math.min(createdMs + settledMs, clock.nowMs),
        buyer: byClient ? client.buyer : person(rng),
        buyerUserId: byClient ? client.id : null,
        status,
        items,
      });
    }
  }
  return orders;
}

/** The same split checkout makes (domain/order-money.ts): seeded history adds up like live orders. */
function totals(order: PlannedOrder): OrderSplit {
  return splitOrder(
    order.items.map((i) => ({
      unit_price: i.offer.price,
      unit_cost: i.offer.unitCost,
      unit_platform_fee: i.offer.unitFee,
      quantity: i.quantity,
    })),
  );
}

export async function insertOrders(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  stores: readonly SeededStore[],
  products: readonly SeededProduct[],
  users: UserIds,
  options: OrderOptions,
): Promise<OrderStats> {
  const clientBuyer = { id: users.client, buyer: { name: "Clara Client", email: "client@example.com" } };
  const planned = stores
    .flatMap((store) =>
      planOrders(
        rng.fork(store.def.link),
        clock,
        store,
        products,
        store.def.link === "acme-team-store" ? clientBuyer : null,
        options,
      ),
    )
    // Ids then grow with time across all stores, as they would in a live shop.
    .sort((a, b) => a.createdMs - b.createdMs || a.storeId - b.storeId);

  const addressRng = rng.fork("addresses");
  const orderIds: number[] = [];
  for (const batch of chunks(planned, 12)) {
    const rows = batch.map((o) => {
      const split = totals(o);
      return {
        website_id: o.storeId,
        buyer_user_id: o.buyerUserId,
        buyer_name: o.buyer.name,
        buyer_email: o.buyer.email,
        status: o.status,
        subtotal: split.subtotal,
        supplier_cost: split.supplier_cost,
        price: split.total,
        platform_fee: split.platform_fee,
        profit: split.profit,
        shipping_address: toJson(usAddress(addressRng, o.buyer.name)),
        created_at: clock.iso(o.createdMs),
        updated_at: clock.iso(o.updatedMs),
      };
    });
    const inserted = await trx.insertInto("orders").values(rows).returning("id").execute();
    // Both engines number a multi-row insert in VALUES order, so ascending ids line up with the batch.
    orderIds.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }

  const itemRows = planned.flatMap((o, i) =>
    o.items.map((item) => ({
      order_id: orderIds[i] ?? 0,
      product_id: item.product.id,
      product_variant_id: item.offer.variantId,
      name: item.product.name,
      quantity: item.quantity,
      unit_price: item.offer.price,
      unit_cost: item.offer.unitCost,
      unit_platform_fee: item.offer.unitFee,
    })),
  );
  for (const batch of chunks(itemRows, 7)) await trx.insertInto("order_items").values(batch).execute();
  // One aggregation over the seeded stores rather than a refresh per order.
  await rebuildOrderStats(
    trx,
    stores.map((s) => s.id),
  );

  const monthAgo = clock.daysAgo(30);
  const paymentRows = planned.flatMap((o, i) => {
    if (o.status !== "completed") return [];
    const split = totals(o);
    return [
      {
        website_id: o.storeId,
        order_id: orderIds[i] ?? 0,
        amount_for_website: split.profit,
        amount_for_vi: split.platform_fee,
        goes_to: "website",
        is_request: 0,
        done: o.createdMs < monthAgo ? 1 : 0,
        created_at: clock.iso(o.updatedMs),
      },
    ];
  });
  for (const batch of chunks(paymentRows, 8)) await trx.insertInto("payments").values(batch).execute();
  const ownerOf = new Map(stores.map((s) => [s.id, s.ownerId]));
  await insertOrderHistory(
    trx,
    rng.fork("history"),
    clock,
    planned.map((o, i) => ({
      id: orderIds[i] ?? 0,
      storeId: o.storeId,
      ownerId: ownerOf.get(o.storeId) ?? 0,
      createdMs: o.createdMs,
      updatedMs: o.updatedMs,
      status: o.status,
    })),
  );
  return { orders: planned.length, items: itemRows.length, payments: paymentRows.length };
}
