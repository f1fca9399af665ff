import type { DiscountKind, DiscountScope } from "../../domain/discounts";

export type DiscountStatus = "active" | "scheduled" | "expired" | "disabled" | "used_up";

/** A discount as the Discount model lists it (fixed values and minimum orders in cents). */
export interface Discount {
  id: number;
  website_id: number;
  code: string;
  title: string | null;
  kind: DiscountKind;
  value: number;
  minimum_order: number;
  usage_limit: number | null;
  once_per_customer: number;
  used_count: number;
  applies_to: DiscountScope;
  starts_at: string;
  ends_at: string | null;
  active: number;
  status: DiscountStatus;
  created_at: string;
}

/** One discount as its edit form reads it: the chosen products and categories, the latest uses. */
export interface DiscountDetail extends Discount {
  product_ids: number[];
  category_ids: number[];
  redemptions: {
    id: number;
    order_id: number | null;
    email: string | null;
    amount: number;
    created_at: string;
  }[];
}
