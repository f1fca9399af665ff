/**
 * The PaymentProvider interface (ARCHITECTURE.md): one shape for card accounts (the local
 * `sandbox`, or Stripe Connect Express when STRIPE_SECRET_KEY is set), PayPal and Braintree.
 * Providers only ever see and return account ids and links; no secret crosses this interface.
 */
export const PAYMENT_KINDS = ["card", "paypal", "braintree"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

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
}

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
