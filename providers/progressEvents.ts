/**
 * Progress refetch: writes to shipments, payments or websites URLs can finish an
 * onboarding step. httpClient reports them here; the stepper listens and refetches.
 */
const listeners = new Set<() => void>();
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Singular too: /api/bread/Website, /api/update/website/... and /api/bread/Payment change the same steps.
const PROGRESS_URL = /shipments?|payments?|websites?/i;

export function affectsProgress(method: string, url: string): boolean {
  return WRITES.has(method.toUpperCase()) && PROGRESS_URL.test(url);
}

export function emitProgressAffected(): void {
  listeners.forEach((listener) => listener());
}

export function onProgressAffected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
