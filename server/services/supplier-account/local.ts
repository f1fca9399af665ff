import type { Db } from "../../db/types.js";
import { nowIso } from "../../db/json.js";
import { recordActivity } from "../activity/record.js";
import {
  TRACKING_EVENTS,
  type RecordedShipment,
  type ShippingMethod,
  type SupplierAccountInput,
  type SupplierAccountRecord,
  type SupplierAccountService,
  type TrackingEventStatus,
  type TrackingInfo,
} from "./types.js";

const METHODS: readonly ShippingMethod[] = [
  { code: "ground", name: "Ground", days: "3-5", price: 695 },
  { code: "two_day", name: "Two-day", days: "2", price: 1495 },
  { code: "overnight", name: "Overnight", days: "1", price: 2995 },
];

const DESCRIPTIONS: Record<TrackingEventStatus, string> = {
  recorded: "Shipment recorded with its tracking number",
  shipped: "Shipped",
  delivered: "Delivered",
};

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
 * The local supplier account: accounts live in the supplier_accounts table. It asks no carrier, so
 * tracking answers the shipment's own recorded dates and nothing more.
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

  /** Opens the store's account, recorded as the "create" of its SupplierAccount. */
  async createAccount(websiteId: number, input: SupplierAccountInput, userId: number) {
    const now = nowIso();
    return this.db.kysely.transaction().execute(async (trx) => {
      const account = await trx
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
      await recordActivity(trx, {
        entity: "SupplierAccount",
        entityId: account.id,
        action: "create",
        websiteId,
        after: account,
      });
      return account;
    });
  }

  async validateAccount(websiteId: number, credentials: { customer_number: string; email: string }) {
    const account = await this.findAccount(websiteId);
    const matches =
      account !== null &&
      account.customer_number.toUpperCase() === credentials.customer_number.trim().toUpperCase() &&
      account.email.toLowerCase() === credentials.email.trim().toLowerCase();
    if (!matches) return null;
    const now = nowIso();
    // Confirming it is the account's change of status (pending to active), recorded with it.
    return this.db.kysely.transaction().execute(async (trx) => {
      const validated = await trx
        .updateTable("supplier_accounts")
        .set({ status: "active", validated_at: now, updated_at: now })
        .where("id", "=", account.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await recordActivity(trx, {
        entity: "SupplierAccount",
        entityId: account.id,
        action: "status",
        websiteId,
        before: { ...account },
        after: validated,
      });
      return validated;
    });
  }

  /**
   * The events the shipment's row records, oldest first: recorded (created_at), shipped
   * (shipped_at) and delivered (delivered_at), each only when its date is there. The status is the
   * shipment's own; nothing is inferred from how old it is.
   */
  tracking(shipment: RecordedShipment): Promise<TrackingInfo> {
    const dates: Record<TrackingEventStatus, string | null> = {
      recorded: shipment.created_at,
      shipped: shipment.shipped_at,
      delivered: shipment.delivered_at,
    };
    const events = TRACKING_EVENTS.flatMap((status) => {
      const at = dates[status];
      return at ? [{ at, status, description: DESCRIPTIONS[status] }] : [];
    }).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return Promise.resolve({
      provider: this.name,
      source: "recorded",
      carrier: shipment.carrier,
      tracking_number: shipment.tracking_number,
      order_id: shipment.order_id,
      status: shipment.status,
      events,
    });
  }
}
