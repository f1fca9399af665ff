import type { TrackingEventStatus } from "../../../domain/contracts/supplier-account.js";
import type { ShipmentStatus } from "../../../domain/order-money.js";

/**
 * The supplier account (the spec's "profill" calls): a store's customer account at the print
 * supplier, its shipping method and shipment tracking. Behind this interface so a real supplier
 * API can replace the local default without touching the routes.
 */
export interface ShippingMethod {
  code: string;
  name: string;
  /** Business days, e.g. "3-5". */
  days: string;
  /** Per order, in cents. */
  price: number;
}

export interface SupplierAccountInput {
  company: string;
  contact_name: string;
  email: string;
  phone: string | null;
  shipping_method: string;
}

export interface SupplierAccountRecord extends SupplierAccountInput {
  id: number;
  website_id: number;
  provider: string;
  customer_number: string;
  status: string;
  validated_at: string | null;
  created_at: string;
}

export { TRACKING_EVENTS, type TrackingEventStatus } from "../../../domain/contracts/supplier-account.js";

/** A shipment the platform recorded on an order (the shipments table): what tracking is asked about. */
export interface RecordedShipment {
  order_id: number;
  carrier: string;
  tracking_number: string;
  /** One of the shipment statuses (pending, shipped, in_transit, delivered, returned). */
  status: ShipmentStatus;
  created_at: string;
  shipped_at: string | null;
  delivered_at: string | null;
}

export interface TrackingInfo {
  provider: string;
  /**
   * Where the events come from: "recorded" when they are the shipment's own dates in this
   * database (the local default asks no carrier), "carrier" when a carrier adapter answered.
   */
  source: "recorded" | "carrier";
  carrier: string;
  tracking_number: string;
  order_id: number;
  status: ShipmentStatus;
  /** Oldest first; only what really happened, so a shipment on its way has no delivery event. */
  events: { at: string; status: TrackingEventStatus; description: string }[];
}

export interface SupplierAccountService {
  readonly name: string;
  shippingMethods(): readonly ShippingMethod[];
  defaultShippingMethod(): ShippingMethod;
  findAccount(websiteId: number): Promise<SupplierAccountRecord | null>;
  createAccount(
    websiteId: number,
    input: SupplierAccountInput,
    userId: number,
  ): Promise<SupplierAccountRecord>;
  /** Confirms the store holds the account with this customer number and email. */
  validateAccount(
    websiteId: number,
    credentials: { customer_number: string; email: string },
  ): Promise<SupplierAccountRecord | null>;
  /** Where a recorded shipment is, as the supplier or its carrier answers. */
  tracking(shipment: RecordedShipment): Promise<TrackingInfo>;
}
