import { cleanup } from "@testing-library/react";
import { vi } from "vitest";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { clearSession } from "../../providers/session";

/** Vitest runs without globals, so Testing Library's automatic cleanup is not registered. */
export function resetBrowserState(): void {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  storeActiveWebsiteId(null);
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
}
