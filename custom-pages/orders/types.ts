import type { OrderStatus } from "../../domain/orders";

/** GET /api/orders/{id} (server/routes/orders/detail.ts). */
export interface OrderAddress {
  name?: string;
  phone?: string | null;
  street?: string;
  city?: string;
  postal?: string;
  state?: string | null;
  country?: string;
}

export interface OrderItem {
  id: number;
  product_id: number | null;
  product_variant_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
  /** The supplier's and the platform's shares of a piece: admins only. */
  unit_cost: number | null;
  unit_platform_fee: number | null;
  picture_url: string | null;
  mockups: { place: string; url: string }[];
  decoration_files: { place: string; name: string; url: string }[];
}

export interface Shipment {
  id: number;
  website_id: number;
  order_id: number;
  carrier: string;
  tracking_number: string;
  status: string;
  shipped_at: string | null;
  delivered_at: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderDetail {
  id: number;
  website_id: number;
  website_name: string;
  buyer_name: string;
  buyer_email: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  gift_card: number;
  price: number;
  /** Null where the caller may not see the store's money. */
  profit: number | null;
  platform_fee: number | null;
  supplier_cost: number | null;
  code: string | null;
  payment_provider: string | null;
  shipping_address: OrderAddress;
  cloned_from: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  items: OrderItem[];
  history: {
    id: number;
    from_status: string | null;
    to_status: string;
    note: string | null;
    user_name: string | null;
    created_at: string;
  }[];
  shipments: Shipment[];
  payment: { amount_for_website: number; amount_for_vi: number; goes_to: string; done: number } | null;
  /** change_status and ship (shipment writes) need full_admin_access; a canceled order's status is final. */
  can: { change_status: boolean; ship: boolean; delete: boolean; admin: boolean };
}
