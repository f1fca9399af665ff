/*
 * The live stream's limits and the records presence names (zod-free, so the shell's dataProvider
 * can hold them; the stream's shapes are in contracts/live.ts).
 */

/** The records an edit screen announces itself on, by BREAD model name, with their path segment. */
export const PRESENCE_ENTITIES = {
  Product: "products",
  Order: "orders",
  Website: "websites",
  Contact: "contacts",
  Discount: "discounts",
  Category: "categories",
  User: "users",
} as const;
export type PresenceEntity = keyof typeof PRESENCE_ENTITIES;

/** How often an open edit screen says it is still open, and when the server forgets it. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_EXPIRES_MS = 40_000;
/** How often the stream sends a comment so proxies keep it open and the client sees it alive. */
export const LIVE_HEARTBEAT_MS = 20_000;
