import type { AppContext } from "../../context.js";
import { DomainError } from "../../../domain/errors.js";
import { completePaidCheckout, finishRefund, pendingProvider } from "./checkout.js";
import { abandonCardCheckout, findPendingCheckout } from "./pending.js";

export interface ReconcileResult {
  /** Charged checkouts whose order was written now. */
  placed: number;
  /** Charged checkouts that could not become their order, refunded (or whose refund was retried). */
  refunded: number;
  /** Checkouts whose card was never charged. */
  abandoned: number;
  /** Checkouts left for the next run (the provider could not be asked). */
  failed: number;
}

/**
 * Settles card checkouts interrupted between the charge and the order (a crash, a lost
 * connection): every one still open after `olderThanMs` (long enough that no request can still be
 * charging it), and every refund (card or hosted) still unfinished by then. The provider is asked for the charge by the checkout's
 * idempotency key: a charge found becomes the order through completePaidCheckout, exactly as the
 * checkout itself would have written it, or is refunded when it cannot (prices or stock changed);
 * no charge means the card took no money and the checkout is abandoned. Every step is guarded by
 * the row's status, so two servers reconciling at once settle each checkout once.
 */
export async function reconcileCheckouts(
  ctx: AppContext,
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<ReconcileResult> {
  const db = ctx.db.kysely;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.olderThanMs ?? ctx.config.checkoutReconcileAfterMs));
  const result: ReconcileResult = { placed: 0, refunded: 0, abandoned: 0, failed: 0 };
  // Open card checkouts, and refunds of either kind a crash cut off.
  const stuck = await db
    .selectFrom("hosted_checkouts")
    .select(["id", "kind"])
    .where((eb) =>
      eb.or([eb("status", "=", "refunding"), eb.and([eb("status", "=", "open"), eb("kind", "=", "card")])]),
    )
    .where("created_at", "<=", cutoff.toISOString())
    .orderBy("id")
    .limit(200)
    .execute();
  for (const { id, kind } of stuck) {
    const pending = await findPendingCheckout(
      db,
      { id },
      { kind: kind === "card" ? "card" : "hosted", websiteId: null },
    );
    const provider = pending ? pendingProvider(ctx, pending) : null;
    if (!pending || !provider) {
      result.failed++;
      continue;
    }
    try {
      if (pending.status === "refunding") {
        if (pending.charge_id) await finishRefund(ctx, pending, provider, pending.charge_id);
        result.refunded++;
        continue;
      }
      const charge = await provider.findCharge(pending.reference);
      if (!charge) {
        await abandonCardCheckout(db, pending.id, null);
        result.abandoned++;
        continue;
      }
      try {
        await completePaidCheckout(ctx, pending, provider, charge);
        result.placed++;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        result.refunded++;
      }
    } catch {
      // The provider or the database failed: the checkout stays as it was for the next run.
      result.failed++;
    }
  }
  return result;
}
