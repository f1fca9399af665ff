export type GiftCardStatus = "active" | "disabled" | "expired" | "empty";

export interface GiftCard {
  id: number;
  website_id: number;
  code: string;
  initial_value: number;
  balance: number;
  expires_on: string | null;
  recipient_email: string | null;
  recipient_name: string | null;
  note: string | null;
  batch: string | null;
  disabled_at: string | null;
  status: GiftCardStatus;
  created_at: string;
}

export interface GiftCardTransaction {
  id: number;
  kind: "issue" | "redeem" | "adjust";
  amount: number;
  balance_after: number;
  order_id: number | null;
  buyer_email: string | null;
  note: string | null;
  user_name: string | null;
  created_at: string;
}

export interface GiftCardDetail extends GiftCard {
  transactions: GiftCardTransaction[];
}
