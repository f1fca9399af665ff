import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  createPromotion,
  deletePromotion,
  promotionOut,
  updatePromotion,
  type PromotionRow,
} from "../../../services/promotions/writes.js";
import type { BreadModel } from "../model.js";

/**
 * A store's banners and announcements, as the promotion routes show them. Every write is the
 * promotion service's own and needs a plan with discounts.
 */
export const promotionModel: BreadModel = {
  name: "Promotion",
  table: "promotions",
  scope: "store",
  rights: RESOURCE_RIGHTS.Promotion,
  plan: { create: "discounts", update: "discounts", delete: "discounts" },
  columns: [
    "id",
    "website_id",
    "title",
    "kind",
    "text",
    "image",
    "link",
    "active",
    "starts_at",
    "ends_at",
    "sort_order",
    "created_at",
    "updated_at",
  ],
  filters: { website_id: "int", kind: "text", active: "flag" },
  sorts: ["id", "sort_order", "title", "starts_at", "ends_at", "created_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["title", "text"],
  service: {
    create: async (input, w) => (await createPromotion(w.ctx, w.websiteId, input)).id,
    update: async (input, w) => {
      await updatePromotion(w.ctx, w.websiteId, w.id, input);
    },
    delete: (w) => deletePromotion(w.ctx, w.websiteId, w.id),
  },
  toDto: (row, ctx) => promotionOut(ctx, row as PromotionRow),
};
