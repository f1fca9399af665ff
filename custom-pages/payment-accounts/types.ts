/** Shapes of the payment calls (server/routes/payments-providers/summary.ts): hints only, never ids or secrets. */

export type PaymentKind = "card" | "paypal" | "braintree";

export interface PaymentAccount {
  kind: PaymentKind;
  controller: string;
  provider: string;
  local: boolean;
  is_second: number;
  status: string;
  charges_enabled: number;
  account_hint: string;
  connected_at: string | null;
}

export interface PaymentSummary {
  website_id: number;
  provider: string;
  local: boolean;
  stripe_valid: number;
  second_payment: number;
  methods: Record<PaymentKind, boolean>;
  accounts: PaymentAccount[];
}

export interface SecondPayment {
  website_id: number;
  second_payment: number;
  card: PaymentAccount | null;
  paypal: PaymentAccount | null;
}

export interface WithSummary {
  message: string;
  payments: PaymentSummary;
}

export interface ShippingMethod {
  code: string;
  name: string;
  days: string;
  price: number;
}

export interface SupplierAccount {
  id: number;
  website_id: number;
  provider: string;
  customer_number: string;
  company: string;
  contact_name: string;
  email: string;
  phone: string | null;
  shipping_method: string;
  status: string;
  validated_at: string | null;
  created_at: string;
}

export interface TrackingEvent {
  at: string;
  status: string;
  description: string;
}

/** GET /api/profill/fetch-tracking/{x}: a recorded shipment as the supplier account answers it. */
export interface KnownTracking {
  known: true;
  provider: string;
  /** "recorded": the shipment's own dates, no carrier asked; "carrier": a carrier's answer. */
  source: "recorded" | "carrier";
  carrier: string;
  tracking_number: string;
  order_id: number;
  status: string;
  events: TrackingEvent[];
}

/** The answer for a number with no shipment: said plainly, with no events. */
export interface UnknownTracking {
  known: false;
  message: string;
  tracking_number: string;
  events: [];
}

export type Tracking = KnownTracking | UnknownTracking;
