import type { Kysely } from "kysely";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";
import type { CheckoutInput } from "./checkout.js";
import type { CartItem } from "./quote.js";

type Q = Kysely<Database>;

/**
 * A checkout recorded before the buyer pays, so that what was agreed survives until the order is
 * written: "hosted" while the buyer pays on the provider's page, "card" while the card is charged
 * inline. Status moves open -> completed (with the order, in the order's own transaction) or
 * refunding -> refunded; an inline card that took no money ends abandoned, an unpaid hosted page
 * expired.
 */
export type PendingKind = "hosted" | "card";

export interface PendingCheckout {
  id: number;
  kind: PendingKind;
  website_id: number;
  provider: string;
  /** The provider's id of the checkout: its hosted session, or for a card the idempotency key. */
  session_id: string;
  /** Our reference; for a card checkout also the idempotency key the provider was given. */
  reference: string;
  checkout_id: string;
  buyer: CheckoutInput["buyer"];
  items: CartItem[];
  codes: string[];
  amount: number;
  total: number;
  application_fee: number;
  currency: string;
  status: string;
  order_id: number | null;
  charge_id: string | null;
  error: string | null;
  created_at: string;
}

/**
 * The statuses a paid checkout can still become its order from: a hosted session paid just before
 * it expired, or a card charge that reached the provider after it was given up on, is still the
 * buyer's order.
 */
export const CLAIMABLE = ["open", "expired", "abandoned"];

const NO_BUYER: CheckoutInput["buyer"] = {
  name: "",
  email: "",
  phone: null,
  address: { street: "", city: "", postal: "", state: null, country: "" },
};

export async function findPendingCheckout(
  q: Q,
  by: { id: number } | { sessionId: string } | { reference: string },
  scope: { kind: PendingKind; websiteId: number | null },
): Promise<PendingCheckout | null> {
  let query = q
    .selectFrom("hosted_checkouts")
    .select([
      "id",
      "kind",
      "website_id",
      "provider",
      "session_id",
      "reference",
      "checkout_id",
      "buyer",
      "items",
      "code",
      "codes",
      "amount",
      "total",
      "application_fee",
      "currency",
      "status",
      "order_id",
      "charge_id",
      "error",
      "created_at",
    ])
    .where("kind", "=", scope.kind)
    .where((eb) =>
      "id" in by
        ? eb("id", "=", by.id)
        : "sessionId" in by
          ? eb("session_id", "=", by.sessionId)
          : eb("reference", "=", by.reference),
    );
  if (scope.websiteId !== null) query = query.where("website_id", "=", scope.websiteId);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const { code, codes, ...rest } = row;
  return {
    ...rest,
    kind: rest.kind === "card" ? "card" : "hosted",
    // Rows opened before the list of codes hold their one code in `code`.
    codes: fromJson<string[]>(codes, code ? [code] : []),
    buyer: fromJson<CheckoutInput["buyer"]>(row.buyer, NO_BUYER),
    items: fromJson<CartItem[]>(row.items, []),
  };
}

/** The checkout a pending row stands for: the order is always written from what was agreed. */
export function pendingInput(pending: PendingCheckout): CheckoutInput {
  return {
    websiteId: pending.website_id,
    items: pending.items,
    buyer: pending.buyer,
    codes: pending.codes,
    payment: {},
    checkoutId: pending.checkout_id,
  };
}

/** What a card checkout will charge, decided before the card is charged. */
export interface CardCharge {
  provider: string;
  amount: number;
  total: number;
  applicationFee: number;
  currency: string;
}

/**
 * What the buyer agreed to, as a pending checkout is recorded before any money moves: the card
 * form's (charged here, keyed by the form) and the hosted page's (charged at the provider's page)
 * alike, so the reconciler and the paid return read one shape.
 */
export function pendingCheckoutRow(
  kind: "card" | "hosted",
  input: CheckoutInput,
  charge: CardCharge,
  ids: { sessionId: string; reference: string },
) {
  const now = nowIso();
  return {
    kind,
    website_id: input.websiteId,
    provider: charge.provider,
    session_id: ids.sessionId,
    reference: ids.reference,
    checkout_id: input.checkoutId,
    items: toJson(input.items),
    buyer: toJson(input.buyer),
    code: null,
    codes: toJson(input.codes),
    amount: charge.amount,
    total: charge.total,
    application_fee: charge.applicationFee,
    currency: charge.currency,
    created_at: now,
    updated_at: now,
  };
}

/** The statuses after which a checkout form's card row took no money it still holds. */
const SPENT = ["abandoned", "refunding", "refunded"];

/**
 * Records a card checkout before its card is charged and returns it. A form sent again while
 * its checkout is open or done gets that same row (so the same idempotency key: the provider
 * answers the first charge, and the order is written once); after a decline or a refund the
 * next try is a new row with a new key, since the provider would answer the old key with the
 * old decline or the refunded charge. The first try's key is fixed by the form alone, so two
 * simultaneous submits of one form cannot open two charges.
 */
export async function openCardCheckout(
  q: Q,
  input: CheckoutInput,
  charge: CardCharge,
): Promise<PendingCheckout> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await q
      .selectFrom("hosted_checkouts")
      .select(["id", "status"])
      .where("website_id", "=", input.websiteId)
      .where("checkout_id", "=", input.checkoutId)
      .where("kind", "=", "card")
      .orderBy("id")
      .execute();
    const live = rows.find((r) => !SPENT.includes(r.status));
    if (live) return mustFind(q, live.id);
    const base = `checkout-${input.websiteId}-${input.checkoutId}`;
    const reference = rows.length === 0 ? base : `${base}-${rows.length}`;
    const inserted = await q
      .insertInto("hosted_checkouts")
      .values(pendingCheckoutRow("card", input, charge, { sessionId: reference, reference }))
      .onConflict((oc) => oc.column("reference").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return mustFind(q, inserted.id);
  }
  throw new Error("The checkout could not be recorded.");
}

async function mustFind(q: Q, id: number): Promise<PendingCheckout> {
  const found = await findPendingCheckout(q, { id }, { kind: "card", websiteId: null });
  if (!found) throw new Error(`Pending checkout ${id} vanished.`);
  return found;
}

/** An open card checkout whose card took no money (declined, or no charge at the provider). */
export async function abandonCardCheckout(q: Q, id: number, reason: string | null): Promise<void> {
  await q
    .updateTable("hosted_checkouts")
    .set({ status: "abandoned", error: reason, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "open")
    .execute();
}
