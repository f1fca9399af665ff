import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { absoluteUrl } from "../public-url.js";
import { conflict, invalid, notFound } from "../../../domain/errors.js";
import { announcePayoutRequest } from "./announce.js";
import { paymentRowsById, recordPaymentRows } from "./activity.js";
import { CLOSED_ORDER_STATUS, HASH_LENGTH, PAYMENT_MSG, requestGroup } from "./rows.js";

const HASH_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function newHash(): string {
  return Array.from(randomBytes(HASH_LENGTH), (b) => HASH_ALPHABET[b % HASH_ALPHABET.length]).join("");
}

/** The payment rows to request (at most 1000), and the request's own hash if the caller chose one. */
export const payoutRequestInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, PAYMENT_MSG.chooseRows).max(1000),
  data: z
    .object({
      hash: z
        .string()
        .regex(new RegExp(`^[A-Za-z0-9]{${HASH_LENGTH}}$`), PAYMENT_MSG.hashFormat)
        .optional(),
    })
    .default({}),
});
export type PayoutRequestInput = z.infer<typeof payoutRequestInput>;

export interface PayoutRequest {
  message: string;
  hash: string;
  link: string;
  updated: number;
  /** The requested rows, by id. */
  ids: number[];
}

/**
 * Turns payment rows of one store into one payout request: every row neither requested nor done
 * and of a live order, grouped by a 200-character hash (the caller's, else a new one), dated, and
 * announced to the platform admins. Each row records the "create" of its PaymentRequest. `stores`
 * are the stores the caller was granted: a row of another store answers as a missing one. Several
 * stores in one request, a canceled or deleted order, or a hash in use answer 422; a row requested
 * or settled meanwhile 409, and nothing is written then.
 */
export async function requestPayout(
  ctx: AppContext,
  input: PayoutRequestInput,
  stores: readonly number[],
): Promise<PayoutRequest> {
  const k = ctx.db.kysely;
  const unique = [...new Set(input.ids)];
  const rows = await k
    .selectFrom("payments")
    .selectAll()
    .where("id", "in", unique)
    .where("website_id", "in", stores.length > 0 ? stores : [0])
    .execute();
  if (rows.length !== unique.length) throw notFound();
  if (new Set(rows.map((row) => row.website_id)).size !== 1) throw invalid({ ids: PAYMENT_MSG.oneStore });
  const closed = await k
    .selectFrom("orders")
    .select("id")
    .where(
      "id",
      "in",
      rows.map((row) => row.order_id),
    )
    .where((eb) => eb.or([eb("status", "=", CLOSED_ORDER_STATUS), eb("deleted_at", "is not", null)]))
    .orderBy("id")
    .execute();
  // A canceled or deleted order owes nobody anything; its split is history, not a payout.
  if (closed.length > 0) throw invalid({ ids: PAYMENT_MSG.orderClosed(closed.map((o) => o.id)) });
  const hash = input.data.hash ?? newHash();
  if (input.data.hash !== undefined) {
    const used = await k.selectFrom("payments").select("id").where("hash", "=", hash).executeTakeFirst();
    if (used) throw invalid({ "data.hash": PAYMENT_MSG.hashTaken });
  }
  const link = absoluteUrl(ctx.config, `/app/payments?hash=${hash}`);
  await k.transaction().execute(async (trx) => {
    const before = await paymentRowsById(trx, unique);
    // Guarded: rows requested or settled meanwhile are not taken over by this request.
    const result = await trx
      .updateTable("payments")
      .set({ is_request: 1, hash, link, requested_at: new Date().toISOString() })
      .where("id", "in", unique)
      .where("is_request", "=", 0)
      .where("done", "=", 0)
      // Also guarded against an order canceled or deleted since the check above.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("orders")
            .select("orders.id")
            .whereRef("orders.id", "=", "payments.order_id")
            .where("orders.status", "!=", CLOSED_ORDER_STATUS)
            .where("orders.deleted_at", "is", null),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== unique.length) throw conflict(PAYMENT_MSG.notRequestable);
    await recordPaymentRows(trx, before, "create");
  });
  await announcePayoutRequest(ctx, await requestGroup(k, { id: rows[0]?.id ?? 0, hash }), false);
  return {
    message: PAYMENT_MSG.requested,
    hash,
    link,
    updated: unique.length,
    ids: [...unique].sort((a, b) => a - b),
  };
}
