import type { PaymentSummary } from "../../domain/contracts/payment-accounts";

/** What the provider's return to /third-party means for the store owner. */
export type Outcome = "checking" | "connected" | "pending" | "canceled" | "expired" | "failed";

export interface ReturnParams {
  status: string | null;
  provider: string;
  websiteId: number | null;
}

export function readReturnParams(params: URLSearchParams): ReturnParams {
  const id = Number(params.get("website_id"));
  return {
    status: params.get("status"),
    provider: params.get("provider") ?? "card",
    websiteId: Number.isInteger(id) && id > 0 ? id : null,
  };
}

/** The outcome the query states by itself (`return` is settled by the refresh, see useOnboardingResult). */
export function statedOutcome(status: string | null): Outcome {
  switch (status) {
    case "connected":
      return "connected";
    case "canceled":
      return "canceled";
    // Stripe's refresh_url: the onboarding link expired or was used up.
    case "refresh":
    case "expired":
      return "expired";
    default:
      return "pending";
  }
}

/** After the refresh: connected once the provider's account takes payments. */
export function refreshedOutcome(summary: PaymentSummary, provider: string): Outcome {
  const ready = summary.accounts.some(
    (account) => account.kind === provider && account.charges_enabled === 1,
  );
  return ready || (provider === "card" && summary.stripe_valid === 1) ? "connected" : "pending";
}
