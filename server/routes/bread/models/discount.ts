import { sql } from "kysely";
import { discountInputSchema } from "../../../../domain/discounts.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { badRequest } from "../../../errors.js";
import { DISCOUNT_COLUMNS, loadDiscount } from "../../../services/discounts/rules.js";
import { createDiscount, deleteDiscount, editDiscount } from "../../../services/discounts/writes.js";
import { toDto } from "../../../services/discounts/status.js";
import { DISCOUNT_STATUSES, type DiscountDto } from "../../../../domain/contracts/discounts.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { discountDto } from "../../../../domain/contracts/discounts.js";

const ref = (column: string) => sql.ref(`discounts.${column}`);

/** The discount list's status filter, in SQL, as the discount list route applies it. */
function byStatus(value: unknown, query: LooseQuery): LooseQuery {
  if (!(DISCOUNT_STATUSES as readonly unknown[]).includes(value)) {
    throw badRequest("The status filter value is invalid.");
  }
  const now = new Date().toISOString();
  if (value === "disabled") return query.where(ref("active"), "=", 0);
  const on = query.where(ref("active"), "=", 1);
  if (value === "scheduled") return on.where(ref("starts_at"), ">", now);
  const started = on.where(ref("starts_at"), "<=", now);
  if (value === "expired") return started.where(ref("ends_at"), "<=", now);
  const live = started.where((eb) => eb.or([eb(ref("ends_at"), "is", null), eb(ref("ends_at"), ">", now)]));
  if (value === "used_up") {
    return live.where(ref("usage_limit"), "is not", null).where(ref("used_count"), ">=", ref("usage_limit"));
  }
  return live.where((eb) =>
    eb.or([eb(ref("usage_limit"), "is", null), eb(ref("used_count"), "<", ref("usage_limit"))]),
  );
}

/**
 * A store's discount codes, as the discount routes show them (fixed values and minimum orders in
 * cents, percentages in whole percent). Reading stays open to a store whose plan lost discounts;
 * every write is the discount service's own and needs the plan.
 */
export const discountModel: BreadModel = {
  name: "Discount",
  table: "discounts",
  scope: "store",
  rights: RESOURCE_RIGHTS.Discount,
  plan: { create: "discounts", update: "discounts", delete: "discounts" },
  columns: DISCOUNT_COLUMNS,
  filters: { website_id: "int", kind: "text", applies_to: "text", active: "flag", starts_at: "date" },
  customFilters: { status: byStatus },
  sorts: ["id", "created_at", "code", "starts_at", "ends_at", "used_count"],
  defaultSort: ["created_at", "DESC"],
  search: ["code", "title"],
  service: {
    create: (input, w) => createDiscount(w.ctx, w.websiteId, w.user.id, discountInputSchema.parse(input)),
    update: async (input, w) => {
      await editDiscount(w.ctx, await loadDiscount(w.ctx, w.id), discountInputSchema.parse(input), w.version);
    },
    delete: (w) => deleteDiscount(w.ctx, w.id),
  },
  bodies: { create: discountInputSchema, update: discountInputSchema },
  record: discountDto.strict(),
  toDto: (row) => toDto(row as Omit<DiscountDto, "status">),
};
