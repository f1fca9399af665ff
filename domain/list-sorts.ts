// The fields list calls sort by, shared by the server's query schemas and the app's data provider;
// apart from the schemas so the data provider loads without zod.

/** A store's gift-card products: when made (the default, newest first) or by name. */
export const GIFT_CARD_PRODUCT_SORTS = ["created_at", "name"] as const;
export type GiftCardProductSort = (typeof GIFT_CARD_PRODUCT_SORTS)[number];

/** Payment request rows; ties keep the newest row first. */
export const PAYMENT_SORTS = [
  "id",
  "created_at",
  "order_id",
  "amount_for_website",
  "amount_for_vi",
  "done",
] as const;
