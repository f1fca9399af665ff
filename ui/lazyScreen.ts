import { lazy, type ComponentType } from "react";

/**
 * A screen that loads as a chunk of its own: the first time it renders, or earlier through
 * `preload()` (e.g. at startup, for the screen the address points to, while the session is still
 * being checked). Both share one download; a failed one is tried again the next time.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
