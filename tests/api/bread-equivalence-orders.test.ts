import { describe, expect, it } from "vitest";
import { ROLES, send, twoSides } from "../helpers/bread-equivalence.js";

/**
 * PaymentRequest allows no change or delete through BREAD: settling and resending stay with the
 * payment-request routes. Every demo role is refused and no payment row changes. (Its create is
 * the payment-request route's own: tests/api/bread-equivalence-payouts.test.ts.)
 */

const sides = twoSides();

describe("BREAD writes are the entity's own writes (payout requests)", () => {
  it("PaymentRequest: BREAD changes no payout, for every role", async () => {
    const { a } = sides;
    const k = a.t.db.kysely;
    const row = await k
      .selectFrom("payments")
      .select("id")
      .where("website_id", "=", a.acme)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await k.updateTable("payments").set({ is_request: 1 }).where("id", "=", row.id).execute();
    const before = await k.selectFrom("payments").selectAll().orderBy("id").execute();
    for (const role of ROLES) {
      for (const r of [
        { method: "PUT" as const, url: `/api/bread/PaymentRequest/${row.id}`, body: { done: 1 } },
        { method: "DELETE" as const, url: `/api/bread/PaymentRequest/${row.id}` },
      ]) {
        const res = await send(a, role, r);
        expect([403, 404, 405], `${role} ${r.method}: ${res.status}`).toContain(res.status);
      }
    }
    expect(await k.selectFrom("payments").selectAll().orderBy("id").execute()).toEqual(before);
  });
});
