import { type Browser, chromium } from "playwright-core";

/** Debian's chromium, not a Playwright download; scripts/test.mjs passes its path. */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM || "/usr/bin/chromium";

// Headless, no sandbox (CI runs as root), and nothing that phones home or updates itself.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
