/**
 * The settings tabs. Each is a path of the store's edit page (/Website/{id}/<tab>, General being
 * /Website/{id} itself); the spec's ?tab=<id> links lead there.
 */
export const STORE_TABS = [
  "general",
  "communications",
  "users",
  "reporting",
  "options",
  "subscriptions",
  "payments",
] as const;
export type StoreTab = (typeof STORE_TABS)[number];
export const DEFAULT_TAB: StoreTab = "general";

export function isStoreTab(value: string | null | undefined): value is StoreTab {
  return typeof value === "string" && (STORE_TABS as readonly string[]).includes(value);
}

/** The tab's path under /Website/{id} ("" for General). */
export const tabPath = (tab: StoreTab): string => (tab === DEFAULT_TAB ? "" : tab);

/** The tab a /Website/{id}/<tab> address shows. */
export function tabOfPath(pathname: string): StoreTab {
  const segment = pathname.split("/")[3];
  return isStoreTab(segment) ? segment : DEFAULT_TAB;
}
