import { discountInputSchema } from "../../../../domain/discounts.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { badRequest } from "../../../errors.js";
import { DISCOUNT_COLUMNS, loadDiscount } from "../../../services/discounts/rules.js";
import { createDiscount, deleteDiscount, editDiscount } from "../../../services/discounts/writes.js";
import { statusIs, toDto } from "../../../services/discounts/status.js";
import { nowIso } from "../../../db/json.js";
import {
  DISCOUNT_STATUSES,
  type DiscountDto,
  type DiscountStatus,
} from "../../../../domain/contracts/discounts.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { discountDto } from "../../../../domain/contracts/discounts.js";

const isDiscountStatus = (value: unknown): value is DiscountStatus =>
  DISCOUNT_STATUSES.some((status) => status === value);

/** The discount list's status filter, the discount service's own condition at this moment. */
function byStatus(value: unknown, query: LooseQuery): LooseQuery {
  if (!isDiscountStatus(value)) throw badRequest("The status filter value is invalid.");
  return query.where(statusIs(value, nowIso()));
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
