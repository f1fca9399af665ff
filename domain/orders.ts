export const ORDER_STATUSES = ["new", "completed", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
