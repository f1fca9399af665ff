export interface PaymentRow {
  id: number;
  website_id: number;
  website_name: string;
  order_id: number;
  email: string;
  amount_for_website: number;
  amount_for_vi: number;
  link: string | null;
  goes_to: string;
  is_request: number;
  done: number;
  hash: string | null;
  created_at: string;
}

export interface PaymentGroup {
  hash: string;
  count: number;
  amount_for_website: number;
  amount_for_vi: number;
  done: number;
}

export interface PaymentPage {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: PaymentRow[];
  groups: PaymentGroup[];
}

/** A filter is off ("") or asks for 0/1. */
export type Flag = "" | "0" | "1";
