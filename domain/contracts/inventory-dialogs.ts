import { z } from "zod";
import { PRODUCT_STATUSES } from "../products.js";

/*
 * The low stock and price change dialogs' lists (GET /api/products/low-stock and
 * /api/products/price-changes): the server validates and documents with these, the SPA reads their types.
 */

export const dialogProductDto = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  available: z.number().describe("the published flag"),
  status: z.enum(PRODUCT_STATUSES),
  inventory_quantity: z.number(),
  inventory_level: z.enum(["low", "medium", "high"]),
  preview_photo_url: z.string().nullable(),
});
export type DialogProduct = z.infer<typeof dialogProductDto>;

export const lowStockProductDto = dialogProductDto.extend({
  stock_percent: z.number().describe("share of the product's variants the supplier has in stock, 0-100"),
});
export type LowStockProduct = z.infer<typeof lowStockProductDto>;

export const priceChangeProductDto = dialogProductDto.extend({
  brand: z.string().nullable(),
  cost: z.number().describe("the cheapest supplier variant cost now, cents"),
  supplier_updated_at: z.string(),
});
export type PriceChangeProduct = z.infer<typeof priceChangeProductDto>;

export const lowStockListDto = z.object({ data: z.array(lowStockProductDto), total: z.number() });
export type LowStockList = z.infer<typeof lowStockListDto>;

export const priceChangeListDto = z.object({ data: z.array(priceChangeProductDto), total: z.number() });
export type PriceChangeList = z.infer<typeof priceChangeListDto>;
