import type { Kysely } from "kysely";
import type { ShipmentStatus } from "../../domain/order-money.js";
import type { OrderStatus } from "../../domain/orders.js";
import type { Database } from "../db/schema.js";
import { chunks } from "../db/batch.js";
import { DAY_MS, type SeedClock } from "./clock.js";
import type { Rng } from "./random.js";

/** What the history and shipments need of a seeded order. */
export interface HistoryOrder {
  id: number;
  storeId: number;
  ownerId: number;
  createdMs: number;
  updatedMs: number;
  status: OrderStatus;
}

const CARRIERS = [
  { name: "UPS", tracking: (rng: Rng) => `1Z${rng.id(16).toUpperCase()}` },
  { name: "USPS", tracking: (rng: Rng) => `9400${String(rng.int(10 ** 8, 10 ** 9 - 1)).repeat(2)}` },
  { name: "FedEx", tracking: (rng: Rng) => String(rng.int(10 ** 11, 10 ** 12 - 1)) },
] as const;

/**
 * Seeded orders read like live ones on their detail page: a status history (placed, then completed
 * or canceled by the store owner) and, once the supplier has shipped, a shipment with its carrier
 * and tracking number: delivered for completed orders, on its way for open ones over two days old.
 */
export async function insertOrderHistory(
  trx: Kysely<Database>,
  rng: Rng,
  clock: SeedClock,
  orders: readonly HistoryOrder[],
): Promise<{ history: number; shipments: number }> {
  const history = orders.flatMap((o) => {
    const placed = {
      order_id: o.id,
      from_status: null,
      to_status: "new",
      note: null,
      user_id: null,
      created_at: clock.iso(o.createdMs),
    };
    if (o.status === "new") return [placed];
    return [
      placed,
      {
        ...placed,
        from_status: "new",
        to_status: o.status,
        user_id: o.ownerId,
        created_at: clock.iso(o.updatedMs),
      },
    ];
  });
  for (const batch of chunks(history, 150))
    await trx.insertInto("order_status_history").values(batch).execute();

  const shipments = orders.flatMap((o) => {
    const ageDays = (clock.nowMs - o.createdMs) / DAY_MS;
    if (o.status === "canceled" || (o.status === "new" && ageDays < 2)) return [];
    const carrier = rng.pick(CARRIERS);
    const shippedMs = Math.min(o.createdMs + rng.int(1, 2) * DAY_MS, clock.nowMs);
    const status: ShipmentStatus = o.status === "completed" ? "delivered" : "in_transit";
    return [
      {
        website_id: o.storeId,
        order_id: o.id,
        carrier: carrier.name,
        tracking_number: carrier.tracking(rng),
        status,
        shipped_at: clock.iso(shippedMs),
        delivered_at: status === "delivered" ? clock.iso(Math.max(o.updatedMs, shippedMs)) : null,
        note: null,
        created_by: o.ownerId,
        created_at: clock.iso(shippedMs),
        updated_at: clock.iso(status === "delivered" ? Math.max(o.updatedMs, shippedMs) : shippedMs),
      },
    ];
  });
  for (const batch of chunks(shipments, 80)) await trx.insertInto("shipments").values(batch).execute();
  return { history: history.length, shipments: shipments.length };
}
