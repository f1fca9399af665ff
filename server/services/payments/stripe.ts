import Stripe from "stripe";
import type {
  ChargeInput,
  ChargeResult,
  FoundCharge,
  HostedCheckout,
  HostedCheckoutInput,
  HostedCheckoutState,
  LinkInput,
  PaymentProvider,
  ProviderAccountStatus,
  SubscriptionCheckoutState,
  SubscriptionEvent,
  SubscriptionPrice,
  SubscriptionStart,
  SubscriptionStartInput,
} from "./types.js";
import { PaymentProviderError } from "./types.js";

export interface StripeOptions {
  secretKey: string;
  /** Another API base, e.g. a local stripe-mock (STRIPE_API_BASE); default https://api.stripe.com. */
  apiBase?: string;
}

/** Connect Express accounts through the official SDK (used when STRIPE_SECRET_KEY is set). */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe";
  readonly kind = "card" as const;
  readonly local = false;
  /** Checkout sessions live on checkout.stripe.com; a local STRIPE_API_BASE serves its own. */
  readonly hostedCheckoutOrigins: readonly string[];
  private readonly stripe: Stripe;

  constructor(options: StripeOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    const protocol = base?.protocol === "http:" ? "http" : "https";
    this.hostedCheckoutOrigins = ["https://checkout.stripe.com", ...(base ? [base.origin] : [])];
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
    });
  }

  async createAccount(input: { websiteId: number; email: string; country: string }): Promise<string> {
    const account = await this.call(() =>
      this.stripe.accounts.create({
        type: "express",
        email: input.email,
        country: input.country,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { website_id: String(input.websiteId) },
      }),
    );
    return account.id;
  }

  async onboardingUrl(input: LinkInput): Promise<string> {
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: input.account.external_id,
        type: "account_onboarding",
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      }),
    );
    return link.url;
  }

  /** Express accounts manage their settings in Stripe's Express dashboard, reached by a login link. */
  async dashboardUrl(input: LinkInput): Promise<string> {
    const link = await this.call(() => this.stripe.accounts.createLoginLink(input.account.external_id));
    return link.url;
  }

  async accountStatus(externalId: string): Promise<ProviderAccountStatus> {
    try {
      const account = await this.stripe.accounts.retrieve(externalId);
      return {
        exists: true,
        chargesEnabled: account.charges_enabled === true,
        detailsSubmitted: account.details_submitted === true,
      };
    } catch (error) {
      // A deleted or foreign account id is an answer about the account, not a failure.
      if (
        error instanceof Stripe.errors.StripeError &&
        (error.statusCode === 404 || error.statusCode === 403)
      ) {
        return { exists: false, chargesEnabled: false, detailsSubmitted: false };
      }
      throw providerError(error);
    }
  }

  linkExisting(externalId: string): Promise<ProviderAccountStatus> {
    return this.accountStatus(externalId);
  }

  /**
   * A destination charge: the PaymentIntent is confirmed at once with the buyer's payment method
   * (tokenised by Stripe in the browser), the store's account receives it through transfer_data
   * and the platform keeps application_fee_amount. A card decline is the buyer's answer.
   */
  async createCharge(input: ChargeInput): Promise<ChargeResult> {
    if (!input.source.token) return { ok: false, declineMessage: "Your card details are missing." };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          payment_method: input.source.token,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          application_fee_amount: input.applicationFee,
          transfer_data: { destination: input.accountExternalId },
          // findCharge looks the payment up by this after an interrupted checkout.
          metadata: { checkout_key: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === "succeeded" || intent.status === "processing")
        return { ok: true, chargeId: intent.id };
      return { ok: false, declineMessage: "Your card was declined." };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { ok: false, declineMessage: error.message || "Your card was declined." };
      throw providerError(error);
    }
  }

  async refundCharge(chargeId: string, idempotencyKey?: string): Promise<void> {
    await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: chargeId, refund_application_fee: true, reverse_transfer: true },
        idempotencyKey ? { idempotencyKey } : undefined,
      ),
    );
  }

  /**
   * The PaymentIntent createCharge made with this key, found by its metadata (Stripe's search
   * index lags by about a minute, well under the age at which a checkout is reconciled). Only a
   * captured (or still processing) payment counts: a declined one took no money.
   */
  async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
    const key = idempotencyKey.replace(/['\\]/g, "");
    const found = await this.call(() =>
      this.stripe.paymentIntents.search({ query: `metadata['checkout_key']:'${key}'`, limit: 10 }),
    );
    const paid = found.data.find((i) => i.status === "succeeded" || i.status === "processing");
    return paid ? { chargeId: paid.id, amount: paid.amount } : null;
  }

  /**
   * Stripe Checkout, mode payment, as a destination charge like createCharge: one line with the
   * quoted total (a discount is already in it, so no coupon can round it differently), the fee in
   * application_fee_amount and the store's account in transfer_data.
   */
  async createHostedCheckout(input: HostedCheckoutInput): Promise<HostedCheckout> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amount,
                product_data: { name: input.description },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.reference,
          metadata: { reference: input.reference },
          payment_intent_data: {
            application_fee_amount: input.applicationFee,
            transfer_data: { destination: input.accountExternalId },
            metadata: { reference: input.reference },
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError("Stripe did not return a payment page.");
    return { id: session.id, url: session.url };
  }

  async retrieveHostedCheckout(id: string): Promise<HostedCheckoutState> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(id));
    const intent = session.payment_intent;
    return {
      id: session.id,
      paid: session.payment_status === "paid",
      amount: session.amount_total,
      currency: session.currency,
      reference: session.client_reference_id,
      chargeId: typeof intent === "string" ? intent : (intent?.id ?? null),
    };
  }

  /** Card payments complete at once; delayed methods report through async_payment_succeeded. */
  hostedCheckoutEvent(payload: Buffer, signature: string, secret: string): string | null {
    const event = this.verifiedEvent(payload, signature, secret);
    if (
      event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded"
    )
      return event.data.object.id;
    return null;
  }

  /**
   * A plan bought on Stripe Checkout in subscription mode: a monthly price of the plan's amount.
   * The store moves to the plan when the session is paid (return page or webhook).
   */
  async startSubscription(input: SubscriptionStartInput): Promise<SubscriptionStart> {
    const metadata = { website_id: String(input.websiteId), plan: input.plan };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amount,
                recurring: { interval: "month" },
                product_data: { name: `${input.planName} plan` },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: String(input.websiteId),
          metadata,
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderError("Stripe did not return a payment page.");
    return { kind: "redirect", url: session.url };
  }

  async retrieveSubscriptionCheckout(id: string): Promise<SubscriptionCheckoutState> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.retrieve(id, { expand: ["invoice"] }),
    );
    const invoice = session.invoice && typeof session.invoice === "object" ? session.invoice : null;
    const line = invoice?.lines.data[0];
    const subscription = session.subscription;
    return {
      paid: session.mode === "subscription" && session.payment_status === "paid",
      subscriptionId: typeof subscription === "string" ? subscription : (subscription?.id ?? null),
      websiteId: Number(session.metadata?.website_id) || null,
      plan: session.metadata?.plan ?? null,
      amount: session.amount_total,
      currency: session.currency,
      invoiceId: invoice?.id ?? (typeof session.invoice === "string" ? session.invoice : null),
      periodStart: line ? isoOf(line.period.start) : null,
      periodEnd: line ? isoOf(line.period.end) : null,
    };
  }

  /** Cheaper plan: billed from the next period on, no proration; null: ends at the period end. */
  async scheduleSubscriptionChange(externalId: string, next: SubscriptionPrice | null): Promise<void> {
    if (!next) {
      await this.call(() => this.stripe.subscriptions.update(externalId, { cancel_at_period_end: true }));
      return;
    }
    const subscription = await this.call(() => this.stripe.subscriptions.retrieve(externalId));
    const item = subscription.items.data[0];
    if (!item) throw new PaymentProviderError("The subscription has no item to change.");
    const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
    await this.call(() =>
      this.stripe.subscriptions.update(externalId, {
        cancel_at_period_end: false,
        proration_behavior: "none",
        items: [
          {
            id: item.id,
            price_data: {
              currency: next.currency,
              product,
              unit_amount: next.amount,
              recurring: { interval: "month" },
            },
          },
        ],
        metadata: { plan: next.plan },
      }),
    );
  }

  async endSubscription(externalId: string): Promise<void> {
    await this.call(() => this.stripe.subscriptions.cancel(externalId));
  }

  /**
   * Finished subscription checkouts (paid by card, or a delayed debit once cleared), paid renewals
   * and ended subscriptions; other events are null.
   */
  async subscriptionEvent(
    payload: Buffer,
    signature: string,
    secret: string,
  ): Promise<SubscriptionEvent | null> {
    const event = this.verifiedEvent(payload, signature, secret);
    // A bank debit completes the session unpaid; async_payment_succeeded says when it cleared.
    if (
      (event.type === "checkout.session.completed" ||
        event.type === "checkout.session.async_payment_succeeded") &&
      event.data.object.mode === "subscription"
    )
      return { type: "checkout", sessionId: event.data.object.id };
    if (event.type === "customer.subscription.deleted")
      return { type: "ended", subscriptionId: event.data.object.id };
    if (event.type === "invoice.paid") {
      const invoice = event.data.object;
      const owner = invoice.parent?.subscription_details?.subscription;
      const subscriptionId = typeof owner === "string" ? owner : (owner?.id ?? null);
      const line = invoice.lines.data[0];
      if (!subscriptionId || !line || !invoice.id) return null;
      return {
        type: "invoice_paid",
        subscriptionId,
        invoiceId: invoice.id,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        periodStart: isoOf(line.period.start),
        periodEnd: isoOf(line.period.end),
      };
    }
    return null;
  }

  /** The event of a webhook delivery whose Stripe-Signature matches the endpoint's secret. */
  private verifiedEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
    try {
      return this.stripe.webhooks.constructEvent(payload, signature, secret);
    } catch (error) {
      throw providerError(error);
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw providerError(error);
    }
  }
}

/** Stripe's times are Unix seconds. */
function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** Stripe's message is safe to show (it never contains the key); the stack is not. */
function providerError(error: unknown): PaymentProviderError {
  const text = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(text);
}
