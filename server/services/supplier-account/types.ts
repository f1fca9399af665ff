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

export const TRACKING_STEPS = [
  "label_created",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export interface TrackingInfo {
  provider: string;
  /** True for the local carrier simulation: its events are made up from the number. */
  simulated: boolean;
  carrier: string;
  tracking_number: string;
  status: TrackingStep | "canceled";
  events: { at: string; status: TrackingStep; description: string; location: string }[];
}

/** A shipment the platform knows (an order), to track from its real dates. */
export interface KnownShipment {
  createdAt: string;
  status: string;
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
  tracking(trackingNumber: string, shipment: KnownShipment | null, now: Date): TrackingInfo;
}
