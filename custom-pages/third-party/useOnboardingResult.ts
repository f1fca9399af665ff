import { useEffect, useRef, useState } from "react";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import { refreshedOutcome, statedOutcome, type Outcome, type ReturnParams } from "./outcome";

/**
 * The result of a payment provider's onboarding. On `return` the provider has not said whether the
 * account is ready, so POST /api/refresh/stripe re-reads it (once, even under StrictMode).
 */
export function useOnboardingResult({ status, provider, websiteId }: ReturnParams) {
  const dataProvider = useAppDataProvider();
  const serverText = useServerText();
  const needsRefresh = status === "return" && websiteId !== null;
  const [outcome, setOutcome] = useState<Outcome>(needsRefresh ? "checking" : statedOutcome(status));
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!needsRefresh || sent.current) return;
    sent.current = true;
    dataProvider
      .refreshStripeAccount(websiteId)
      .then((summary) => setOutcome(refreshedOutcome(summary, provider)))
      .catch((failure: unknown) => {
        setError(serverText(readFailure(failure).message));
        setOutcome("failed");
      });
  }, [dataProvider, needsRefresh, websiteId, provider, serverText]);

  return { outcome, error };
}
