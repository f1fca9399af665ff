import { call, login, type TestApp } from "../helpers/test-app.js";

/** A JSON list filter or sort as a query parameter. */
export const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Signs in seeded users by the local part of their e-mail, in the order given. */
export const loginAll = (t: TestApp, users: string[]) =>
  Promise.all(users.map((u) => login(t.app, `${u}@example.com`)));

/** The newest live order of a store in that status. */
export async function anOrder(t: TestApp, websiteId: number, status = "new"): Promise<number> {
  const row = await t.db.kysely
    .selectFrom("orders")
    .select("id")
    .where("website_id", "=", websiteId)
    .where("status", "=", status)
    .where("deleted_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function orderRow(t: TestApp, id: number) {
  return t.db.kysely.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export function setStatus(t: TestApp, id: number, token: string | undefined, body: Record<string, unknown>) {
  return call(t.app, "PUT", `/api/orders/${id}/status`, { token, body });
}

/** What an admin sends to clone or edit an order: one custom line of `quantity`. */
export const adminOrderBody = (quantity: number) => ({
  buyer_name: "Carl Clone",
  buyer_email: "carl@example.net",
  shipping_address: { street: "2 Side St", city: "Shelbyville", postal: "54321", country: "US" },
  items: [
    {
      product_id: null,
      product_variant_id: null,
      name: "Custom tee",
      quantity,
      unit_price: 2500,
      unit_cost: 900,
      unit_platform_fee: 300,
    },
  ],
});
