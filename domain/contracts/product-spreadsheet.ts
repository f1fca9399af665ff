import { z } from "zod";
import { editorFields } from "./product-editor.js";
import { MSG } from "../messages.js";
import { pricingFieldsShape } from "../pricing.js";
import type { ProductRecord } from "./product-list.js";
import { recordVersion } from "./versions.js";

/** The store's product spreadsheet's own messages. */
export const PRODUCT_SHEET_MSG = {
  saved: "The store's products are saved.",
  repeated: "Each product may appear only once in a save.",
} as const;

/** The statuses a spreadsheet cell sets: a product is switched on (published) or off. */
export const SHEET_STATUSES = ["published", "unpublished"] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/** At most this many changed rows are saved at once (a few pages of the grid). */
export const SHEET_MAX_ROWS = 500;

/**
 * One changed row of the spreadsheet: the product's id and only the cells that changed, each with
 * the editor's rule (name cut to 50 characters, price in whole cents), and the version the sheet
 * read (without it the row is saved over whatever is stored: last save wins).
 */
export const sheetRowSchema = z.object({
  id: z.number().int().positive(),
  name: editorFields.name.optional(),
  price: pricingFieldsShape.price.optional().describe("retail price in cents; never below the minimum"),
  status: z.enum(SHEET_STATUSES).optional(),
  version: recordVersion.optional(),
});
export type SheetRow = z.infer<typeof sheetRowSchema>;

export const sheetSaveBody = z.object({
  rows: z
    .array(sheetRowSchema)
    .min(1, MSG.listNotEmpty)
    .max(SHEET_MAX_ROWS)
    .describe("every changed row, saved together"),
});
export type SheetSaveBody = z.infer<typeof sheetSaveBody>;

/** A row of the list the sheet reads: the store's product list's row, with its version. */
export type SheetProductRecord = ProductRecord & { version?: number };

/** A save refused because rows changed since the sheet read them (409): those products as they are now. */
export interface SheetConflict {
  products: SheetProductRecord[];
}
