import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { UpdatePrompt } from "./UpdatePrompt";

/** The worker sits beside index.html, so its scope is the whole SPA and nothing outside it. */
const WORKER_URL = "/app/service-worker.js";
const SCOPE = "/app/";
/** How often a running app asks the server whether a new version was deployed. */
export const UPDATE_CHECK_MS = 3_600_000;

/**
 * Registers the worker and watches for a new version: when a newer worker has installed while
 * this page is controlled by an older one, `onUpdate` gets a function that hands control to it
 * and reloads the page once it has. A first install (no older worker) is not an update. The
 * page is reloaded only when asked: a worker taking over for another reason (another tab's
 * Reload) must not throw away what this tab is editing.
 */
export async function watchForUpdates(
  container: ServiceWorkerContainer,
  onUpdate: (apply: () => void) => void,
  options: { intervalMs?: number; reload?: () => void } = {},
): Promise<() => void> {
  const reload = options.reload ?? (() => window.location.reload());
  const registration = await container.register(WORKER_URL, { scope: SCOPE });
  let applying = false;
  container.addEventListener("controllerchange", () => {
    if (applying) reload();
  });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      applying = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) offer(worker);
    });
  });
  // A failed check (offline, server restarting) is simply tried again at the next tick.
  const timer = setInterval(() => {
    registration.update().catch(() => undefined);
  }, options.intervalMs ?? UPDATE_CHECK_MS);
  return () => clearInterval(timer);
}

/** Shows the "new version" prompt in a root of its own, outside the admin's tree. */
function showPrompt(apply: () => void): void {
  const host = document.createElement("div");
  document.body.appendChild(host);
  createRoot(host).render(createElement(UpdatePrompt, { onReload: apply }));
}

// Only the built app has a worker: the dev server serves modules that change on every edit.
if (import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    watchForUpdates(navigator.serviceWorker, showPrompt).catch(() => undefined);
  });
}
