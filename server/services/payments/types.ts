/**
 * The PaymentProvider interface (ARCHITECTURE.md): one shape for card accounts (the local
 * `sandbox`, or Stripe Connect Express when STRIPE_SECRET_KEY is set), PayPal and Braintree.
 * Providers only ever see and return account ids and links; no secret crosses this interface.
 */
import type { PaymentKind } from "../../../domain/contracts/payment-accounts.js";

export { PAYMENT_KINDS, type PaymentKind } from "../../../domain/contracts/payment-accounts.js";

/** What the provider says about an account. */
export interface ProviderAccountStatus {
  exists: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** The store's account as recorded in payment_accounts, as far as a provider needs it. */
export interface AccountRef {
  id: number;
  website_id: number;
  external_id: string;
  kind: string;
  is_second: number;
}

export interface LinkInput {
  account: AccountRef;
  /** Who asked for the link (null for a link mailed to someone else). */
  userId: number | null;
  /** Where the provider sends the browser back: /app/third-party?... */
  returnUrl: string;
  /** Where it sends the browser when a link expired before use. */
  refreshUrl: string;
  /** Lifetime of a locally issued link. */
  minutes: number;
}

export interface PaymentProvider {
  /** Stored in payment_accounts.provider: "sandbox", "stripe", "paypal-sandbox", "braintree-sandbox". */
  readonly name: string;
  readonly kind: PaymentKind;
  /** True for the local stand-ins; the API says so, so nobody mistakes a test account for a real one. */
  readonly local: boolean;
  /** Opens an account at the provider and returns its id. */
  createAccount(input: { websiteId: number; email: string; country: string }): Promise<string>;
  /** A link where the account holder completes onboarding. */
  onboardingUrl(input: LinkInput): Promise<string>;
  /** A link to the account's own settings at the provider (the spec's configuration link). */
  dashboardUrl(input: LinkInput): Promise<string>;
  accountStatus(externalId: string): Promise<ProviderAccountStatus>;
  /** Adopts an account that already exists at the provider (admin "stripe id", Braintree merchant id). */
  linkExisting(externalId: string, email: string): Promise<ProviderAccountStatus>;
  /** Charges a buyer's card for a store: the store's account receives the amount less the platform fee. */
  createCharge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Gives a charge back (a checkout whose order could not be saved after the card was charged).
   * With an idempotency key, a retried refund (after a crash) gives nothing back twice.
   */
  refundCharge(chargeId: string, idempotencyKey?: string): Promise<void>;
  /**
   * The successful charge made with this idempotency key, or null when none was made (the
   * request never reached the provider, or the card was declined). Reconciling a checkout that
   * was interrupted between the charge and the order asks this.
   */
  findCharge(idempotencyKey: string): Promise<FoundCharge | null>;
  /**
   * A payment page at the provider (Stripe Checkout): the buyer enters the card there, so the
   * store needs no card form. Providers without one (the sandbox) take the card inline.
   */
  createHostedCheckout?(input: HostedCheckoutInput): Promise<HostedCheckout>;
  /**
   * Origins of those hosted pages. Pay's form post is redirected there, and the checkout page's
   * CSP form-action also governs redirects of a submitted form, so it must name them.
   */
  readonly hostedCheckoutOrigins?: readonly string[];
  /** What the provider says about a hosted checkout now (read on the buyer's return and on webhooks). */
  retrieveHostedCheckout?(id: string): Promise<HostedCheckoutState>;
  /**
   * The hosted checkout a signed webhook delivery is about, or null for events that do not pay
   * one. Throws PaymentProviderError when the signature does not match the secret.
   */
  hostedCheckoutEvent?(payload: Buffer, signature: string, secret: string): string | null;

  /*
   * Subscriptions: a store pays the platform for its plan. The card provider takes them: the
   * sandbox charges a test card at once and keeps it on file to charge again at each renewal;
   * Stripe sells them through Checkout in subscription mode and renews by itself.
   */
  /** Starts a subscription: paid now (sandbox), declined, or a payment page to go to (Stripe). */
  startSubscription?(input: SubscriptionStartInput): Promise<SubscriptionStart>;
  /**
   * Charges the next period of a subscription the provider does not renew by itself (the
   * sandbox); a repeated idempotency key answers the first charge again.
   */
  renewSubscription?(input: SubscriptionRenewInput): Promise<ChargeResult>;
  /**
   * What the store pays from the next period on: a plan's price, or null to end the
   * subscription at the period end. Nothing is charged or refunded now.
   */
  scheduleSubscriptionChange?(externalId: string, next: SubscriptionPrice | null): Promise<void>;
  /** Ends a subscription at once (replaced by one for another plan). */
  endSubscription?(externalId: string): Promise<void>;
  /** A finished subscription payment page, read back from the provider. */
  retrieveSubscriptionCheckout?(id: string): Promise<SubscriptionCheckoutState>;
  /** What a signed webhook delivery says about subscriptions, or null for other events. */
  subscriptionEvent?(payload: Buffer, signature: string, secret: string): Promise<SubscriptionEvent | null>;
}

/** A plan's price as a subscription bills it: cents a month. */
export interface SubscriptionPrice {
  plan: string;
  planName: string;
  amount: number;
  currency: string;
}

export interface SubscriptionStartInput extends SubscriptionPrice {
  websiteId: number;
  /** The sandbox's test card; Stripe takes the card on its own page. */
  cardNumber?: string;
  customerEmail: string;
  /** Where the payment page sends the browser back; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export type SubscriptionStart =
  | { kind: "paid"; subscriptionId: string; chargeId: string }
  | { kind: "declined"; declineMessage: string }
  | { kind: "redirect"; url: string };

export interface SubscriptionRenewInput {
  subscriptionId: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
}

export interface SubscriptionCheckoutState {
  paid: boolean;
  subscriptionId: string | null;
  websiteId: number | null;
  plan: string | null;
  amount: number | null;
  currency: string | null;
  /** The first invoice's id, recorded once. */
  invoiceId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}

export type SubscriptionEvent =
  | { type: "checkout"; sessionId: string }
  | {
      type: "invoice_paid";
      subscriptionId: string;
      invoiceId: string;
      amount: number;
      currency: string;
      periodStart: string;
      periodEnd: string;
    }
  | { type: "ended"; subscriptionId: string };

export interface HostedCheckoutInput {
  /** The store's connected account, paid through a destination charge. */
  accountExternalId: string;
  /** Cents, charged as one line so the amount is exact to the cent. */
  amount: number;
  /** The platform's share kept from the amount (cents). */
  applicationFee: number;
  currency: string;
  /** The line's name on the payment page ("Order at <store>"). */
  description: string;
  customerEmail: string;
  /** Our reference for the pending checkout, returned by retrieveHostedCheckout. */
  reference: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface HostedCheckout {
  id: string;
  /** The payment page the buyer is redirected to. */
  url: string;
}

export interface HostedCheckoutState {
  id: string;
  /** The buyer paid (the money is captured or guaranteed). */
  paid: boolean;
  amount: number | null;
  currency: string | null;
  reference: string | null;
  /** The charge to record on the order and refund through refundCharge. */
  chargeId: string | null;
}

/** What the buyer pays with: a test card for the sandbox, a provider token (pm_...) for Stripe. */
export interface PaymentSource {
  card_number?: string;
  token?: string;
}

export interface ChargeInput {
  /** The store's connected account (payment_accounts.external_id). */
  accountExternalId: string;
  /** Cents charged to the buyer. */
  amount: number;
  /** The platform's share kept from the amount (cents). */
  applicationFee: number;
  /** ISO currency code, lower case ("usd"). */
  currency: string;
  description: string;
  source: PaymentSource;
  /** Stops a retried request from charging twice. */
  idempotencyKey: string;
}

/** A charge the provider holds: its id and the amount taken (cents). */
export interface FoundCharge {
  chargeId: string;
  amount: number;
}

/** A declined card is an answer, not a failure: the buyer sees the message and may try again. */
export type ChargeResult = { ok: true; chargeId: string } | { ok: false; declineMessage: string };

/** A provider call failed (network, refused request): answered 502 with the provider's text. */
export class PaymentProviderError extends Error {}
