import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  createPromotion,
  deletePromotion,
  promotionOut,
  updatePromotion,
  type PromotionRow,
} from "../../../services/promotions/writes.js";
import type { BreadModel } from "../model.js";
import { z } from "zod";
import { PROMOTION_KINDS, promotionSchema } from "../../../../domain/content.js";
import { pictureUrl, timestamp } from "../record-types.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";

/** A promotion as its own routes answer it: its picture's URL and whether it is live now. */
const promotionRecord = z
  .object({
    id: z.number(),
    website_id: z.number(),
    title: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    text: z.string(),
    image: z.string(),
    image_url: pictureUrl,
    link: z.string(),
    active: z.boolean(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    sort_order: z.number(),
    live: z.boolean().describe("active and inside its window now"),
    created_at: timestamp,
    updated_at: timestamp,
    version: recordVersion,
  })
  .strict();

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
    "version",
  ],
  filters: { website_id: "int", kind: "text", active: "flag" },
  sorts: ["id", "sort_order", "title", "starts_at", "ends_at", "created_at"],
  defaultSort: ["sort_order", "ASC"],
  search: ["title", "text"],
  service: {
    create: async (input, w) => (await createPromotion(w.ctx, w.websiteId, input)).id,
    update: async (input, w) => {
      await updatePromotion(w.ctx, w.websiteId, w.id, input, w.version);
    },
    delete: (w) => deletePromotion(w.ctx, w.websiteId, w.id),
  },
  bodies: { create: promotionSchema, update: promotionSchema },
  record: promotionRecord,
  toDto: (row, ctx) => promotionOut(ctx, row as PromotionRow),
};
