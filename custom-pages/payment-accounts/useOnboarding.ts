import { useState } from "react";
import { useApiCall } from "../../ui/useApiCall";
import { browser } from "./browser";

/**
 * Opens a provider page the server links to: onboarding goes there in this tab (the provider
 * sends the browser back to /app/third-party), the account's own settings open in a new tab.
 */
export function useProviderLink() {
  const call = useApiCall();
  const [pending, setPending] = useState<string | null>(null);
  const open = async (which: string, link: () => Promise<{ url: string }>, how: "go" | "tab") => {
    setPending(which);
    const outcome = await call(link, { success: () => undefined });
    setPending(null);
    if (!outcome.ok) return;
    if (how === "go") browser.go(outcome.result.url);
    else browser.openTab(outcome.result.url);
  };
  return { open, pending };
}
