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
  requested_at: string | null;
  order_status: string;
  order_deleted: number;
  /** 1 when the row can still be ticked for a request: not requested, not done, order live. */
  requestable: number;
}

/** One request (rows sharing a hash), summed over all its rows, not only those on the page. */
export interface PaymentGroup {
  hash: string;
  website_id: number;
  website_name: string;
  count: number;
  amount_for_website: number;
  amount_for_vi: number;
  done: number;
  requested_at: string | null;
  created_at: string;
  link: string | null;
  first_id: number;
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
