export interface Split {
  orders: number;
  price: number;
  platform_fee: number;
  profit: number;
  supplier_cost: number;
}

export interface AdminStats {
  totals: Split;
  canceled: Split;
  monthly: (Split & { month: string })[];
  payments: {
    for_website: number;
    for_platform: number;
    requested_open: number;
    done: number;
    open_requests: number;
  };
  users: { total: number; active: number; new: number };
  websites: { total: number; launched: number; new: number };
  new_users: { id: number; name: string; email: string; created_at: string }[];
  new_websites: { id: number; name: string; is_launched: number; owner: string; created_at: string }[];
}

export interface AdminStore {
  id: number;
  name: string;
  plan: string;
  is_launched: number;
  created_at: string;
  owner: { id: number; name: string; email: string };
  products_count: number;
  orders_count: number;
  /** Cents paid for the store's orders, deleted ones left out. */
  revenue: number;
}

export interface LevelUser {
  level_id: number;
  level_name: string;
  website_name: string;
  user_id: number;
  name: string;
  email: string;
}

export type { Page } from "../../ui/lists/types";

export interface AppInfoSettings {
  admin_info: { phone: string; email: string };
  colors: { primary: string; secondary: string };
  product_fruit_id: string;
}
