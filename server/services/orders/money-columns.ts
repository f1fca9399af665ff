import type { OrderSort } from "./filter.js";

/** Sorting by a money column would rank orders by what the caller may not see. */
export const MONEY_SORTS: readonly OrderSort[] = ["profit", "platform_fee"];

/** Whether the caller sees the money of every store a list covers (null: platform admin, all). */
export function seesAllMoney(scope: number[] | null, money: Set<number> | null): boolean {
  if (money === null) return true;
  return scope !== null && scope.every((id) => money.has(id));
}

/** Money columns sort only for those who see them: the fee for platform admins, profit as listed. */
export function sortAllowed(field: OrderSort, scope: number[] | null, money: Set<number> | null): boolean {
  if (!MONEY_SORTS.includes(field)) return true;
  return field === "platform_fee" ? money === null : seesAllMoney(scope, money);
}
