/** The settings tabs, each addressable as ?tab=<id> (?tab=subscriptions opens Subscriptions). */
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

export function isStoreTab(value: string | null): value is StoreTab {
  return value !== null && (STORE_TABS as readonly string[]).includes(value);
}
