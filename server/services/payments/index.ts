import type { Db } from "../../db/types.js";
import { SandboxProvider } from "./sandbox.js";
import { StripeProvider } from "./stripe.js";
import type { PaymentKind, PaymentProvider } from "./types.js";

export * from "./types.js";

export interface PaymentProviders {
  /** The provider new accounts of each kind are opened with. */
  current: Record<PaymentKind, PaymentProvider>;
  /** Every provider by name, to read accounts opened before the configuration changed. */
  byName: ReadonlyMap<string, PaymentProvider>;
}

/** Environment variables the payment providers read (documented in the README). */
export interface PaymentEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_BASE?: string;
}

/**
 * Card accounts go to Stripe when STRIPE_SECRET_KEY is set, else to the local sandbox. PayPal and
 * Braintree have only their local stand-ins: their links go through the same interface, so a real
 * adapter is one more class here.
 */
export function createPaymentProviders(db: Db, publicUrl: string, env: PaymentEnv): PaymentProviders {
  const sandbox = new SandboxProvider(db, publicUrl, "card");
  const stripe = env.STRIPE_SECRET_KEY
    ? new StripeProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE || undefined })
    : null;
  const current: Record<PaymentKind, PaymentProvider> = {
    card: stripe ?? sandbox,
    paypal: new SandboxProvider(db, publicUrl, "paypal"),
    braintree: new SandboxProvider(db, publicUrl, "braintree"),
  };
  const all = [sandbox, ...(stripe ? [stripe] : []), current.paypal, current.braintree];
  return { current, byName: new Map(all.map((p) => [p.name, p])) };
}

const cache = new WeakMap<object, PaymentProviders>();

/** One set of providers per app (its context), built on first use from the environment. */
export function paymentProvidersFor(
  ctx: { db: Db; config: { publicUrl: string } },
  env: PaymentEnv = process.env,
): PaymentProviders {
  let providers = cache.get(ctx);
  if (!providers) {
    providers = createPaymentProviders(ctx.db, ctx.config.publicUrl, env);
    cache.set(ctx, providers);
  }
  return providers;
}
