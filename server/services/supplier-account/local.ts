import { createHash } from "node:crypto";
import type { Db } from "../../db/types.js";
import { nowIso } from "../../db/json.js";
import {
  TRACKING_STEPS,
  type KnownShipment,
  type ShippingMethod,
  type SupplierAccountInput,
  type SupplierAccountRecord,
  type SupplierAccountService,
  type TrackingInfo,
  type TrackingStep,
} from "./types.js";

const METHODS: readonly ShippingMethod[] = [
  { code: "ground", name: "Ground", days: "3-5", price: 695 },
  { code: "two_day", name: "Two-day", days: "2", price: 1495 },
  { code: "overnight", name: "Overnight", days: "1", price: 2995 },
];

const CITIES = [
  "Columbus, OH",
  "Memphis, TN",
  "Louisville, KY",
  "Indianapolis, IN",
  "Dallas, TX",
  "Reno, NV",
];
const DESCRIPTIONS: Record<TrackingStep, string> = {
  label_created: "Shipping label created",
  picked_up: "Picked up by the carrier",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
};
const DAY = 86_400_000;
/** Fixed origin of simulated dates for numbers the platform does not know, so answers never drift. */
const SIMULATION_EPOCH = Date.UTC(2025, 0, 1);

const COLUMNS = [
  "id",
  "website_id",
  "provider",
  "customer_number",
  "company",
  "contact_name",
  "email",
  "phone",
  "shipping_method",
  "status",
  "validated_at",
  "created_at",
] as const;

/**
 * The local supplier account: accounts live in the supplier_accounts table, and tracking comes
 * from a deterministic local carrier simulation, labelled as such in every answer.
 */
export class LocalSupplierAccount implements SupplierAccountService {
  readonly name = "local";

  constructor(private readonly db: Db) {}

  shippingMethods(): readonly ShippingMethod[] {
    return METHODS;
  }

  defaultShippingMethod(): ShippingMethod {
    return METHODS[0]!;
  }

  async findAccount(websiteId: number): Promise<SupplierAccountRecord | null> {
    const row = await this.db.kysely
      .selectFrom("supplier_accounts")
      .select(COLUMNS)
      .where("website_id", "=", websiteId)
      .executeTakeFirst();
    return row ?? null;
  }

  async createAccount(websiteId: number, input: SupplierAccountInput, userId: number) {
    const now = nowIso();
    return this.db.kysely
      .insertInto("supplier_accounts")
      .values({
        ...input,
        website_id: websiteId,
        provider: this.name,
        customer_number: `LOC-${String(websiteId).padStart(6, "0")}`,
        status: "pending",
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async validateAccount(websiteId: number, credentials: { customer_number: string; email: string }) {
    const account = await this.findAccount(websiteId);
    const matches =
      account !== null &&
      account.customer_number.toUpperCase() === credentials.customer_number.trim().toUpperCase() &&
      account.email.toLowerCase() === credentials.email.trim().toLowerCase();
    if (!matches) return null;
    const now = nowIso();
    return this.db.kysely
      .updateTable("supplier_accounts")
      .set({ status: "active", validated_at: now, updated_at: now })
      .where("id", "=", account.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  }

  /**
   * A known order moves one step a day from its creation (all steps once completed); an unknown
   * number gets a fixed made-up history from its hash. Same input, same answer.
   */
  tracking(trackingNumber: string, shipment: KnownShipment | null, now: Date): TrackingInfo {
    const hash = createHash("sha256").update(trackingNumber.toUpperCase()).digest();
    const base = {
      provider: this.name,
      simulated: true,
      carrier: "Local carrier (simulation)",
      tracking_number: trackingNumber,
    };
    if (shipment?.status === "canceled") return { ...base, status: "canceled", events: [] };
    let start: number;
    let reached: number;
    if (shipment) {
      start = Date.parse(shipment.createdAt);
      const days = Math.floor((now.getTime() - start) / DAY);
      reached =
        shipment.status === "completed" ? TRACKING_STEPS.length : Math.min(TRACKING_STEPS.length, days + 1);
    } else {
      start = SIMULATION_EPOCH + (hash.readUInt16BE(0) % 365) * DAY;
      reached = 1 + (hash[2]! % TRACKING_STEPS.length);
    }
    const events = TRACKING_STEPS.slice(0, Math.max(1, reached)).map((step, i) => ({
      at: new Date(start + i * DAY + (hash[3 + i]! % 12) * 3_600_000).toISOString(),
      status: step,
      description: DESCRIPTIONS[step],
      location: CITIES[(hash[8 + i]! + i) % CITIES.length]!,
    }));
    return { ...base, status: events[events.length - 1]!.status, events: events.reverse() };
  }
}
