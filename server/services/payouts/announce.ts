import type { AppContext } from "../../context.js";
import { absoluteUrl } from "../public-url.js";
import { notify } from "../notify.js";
import { formatMoney } from "../../../domain/pricing.js";
import type { PayoutRow } from "./rows.js";

/**
 * Tells the active platform admins of a payout request (or reminds them of it): a notification
 * and a mail each, with the store's and the platform's totals, the request's link and its report.
 */
export async function announcePayoutRequest(
  ctx: AppContext,
  rows: readonly PayoutRow[],
  again: boolean,
): Promise<void> {
  const k = ctx.db.kysely;
  const first = rows[0];
  if (!first?.hash) return;
  const forStore = rows.reduce((s, row) => s + row.amount_for_website, 0);
  const forPlatform = rows.reduce((s, row) => s + row.amount_for_vi, 0);
  const admins = await k
    .selectFrom("users")
    .select(["id", "email"])
    .where("role_id", "=", 1)
    .where("deactivated_at", "is", null)
    .execute();
  const text = [
    `${first.website_name} ${again ? "reminds you of" : "sent"} a payment request for ${rows.length} payments.`,
    `For the store: ${formatMoney(forStore)}. For the platform: ${formatMoney(forPlatform)}.`,
    `Details: ${first.link ?? ""}`,
    `Report: ${absoluteUrl(ctx.config, `/api/download/report/${first.id}`)}`,
  ].join("\n");
  await notify(k, {
    userIds: admins.map((a) => a.id),
    websiteId: first.website_id,
    type: "info",
    content: `${first.website_name}: payment request of ${formatMoney(forStore)} for the store (${rows.length} payments).`,
  });
  for (const admin of admins)
    await ctx.mailer.send({ to: admin.email, subject: `Payment request from ${first.website_name}`, text });
}
