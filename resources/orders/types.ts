import type { OrderStatus } from "../../domain/orders";

/** A /api/bread/Order row (docs/api-contract.md). */
export interface OrderRecord {
  id: number;
  website_id: number;
  website_name: string;
  buyer_name: string;
  buyer_email: string;
  status: OrderStatus;
  price: number;
  platform_fee: number;
  profit: number;
  created_at: string;
}
