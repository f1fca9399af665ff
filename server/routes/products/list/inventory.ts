import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../../http/access.js";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/json.js";
import { productStatus } from "../../../../domain/products.js";
import {
  inventoryLevel,
  lowStockProducts,
  priceChangedProducts,
} from "../../../services/products/inventory.js";
import { storeQuery } from "../../../http/params.js";
import {
  lowStockListDto,
  priceChangeListDto,
  type DialogProduct,
} from "../../../../domain/contracts/inventory-dialogs.js";

/** The dialogs show the most urgent rows; the rest wait until these are dealt with. */
const DIALOG_ROWS = 100;

type DialogRow = DialogProduct;
interface DialogSource {
  id: number;
  name: string;
  price: number | string;
  available: number | string;
  published_from: string | null;
  published_to: string | null;
  inventory_quantity: number | string;
  preview_photo: string | null;
}

/** Both dialogs' answer: the total and the first rows with the fields every dialog row shows. */
async function dialogAnswer<R extends DialogSource, E>(
  ctx: AppContext,
  found: Promise<{ rows: R[]; total: number }>,
  extra: (row: R, shown: DialogRow) => E,
): Promise<{ total: number; data: (DialogRow & E)[] }> {
  const { rows, total } = await found;
  const now = nowIso();
  return {
    total,
    data: rows.map((row) => {
      const quantity = Number(row.inventory_quantity);
      const available = Number(row.available);
      const shown: DialogRow = {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        available,
        status: productStatus(
          { available, published_from: row.published_from, published_to: row.published_to },
          now,
        ),
        inventory_quantity: quantity,
        inventory_level: inventoryLevel(quantity),
        preview_photo_url: ctx.urls.url(row.preview_photo),
      };
      return { ...shown, ...extra(row, shown) };
    }),
  };
}

/** Low stock and price change lists behind the global dialogs. */
export async function productInventoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products/low-stock",
    {
      config: { access: { right: "browse_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "The store's live products with fewer than 10 pieces (0 low, 1-9 medium), emptiest first, with the share of variants in stock (browse_products)",
        querystring: storeQuery,
        response: { 200: lowStockListDto },
      },
    },
    async (request) => {
      const websiteId = grantedStore(request).website.id;
      return dialogAnswer(ctx, lowStockProducts(ctx, websiteId, DIALOG_ROWS), (row, shown) => {
        const variants = Number(row.variants ?? 0);
        return {
          stock_percent:
            variants > 0
              ? Math.round((Number(row.in_stock ?? 0) / variants) * 100)
              : shown.inventory_quantity > 0
                ? 100
                : 0,
        };
      });
    },
  );

  r.get(
    "/api/products/price-changes",
    {
      config: { access: { right: "browse_products", from: ["query.website_id", "active"] } },
      schema: {
        tags: ["products"],
        summary:
          "The store's live products whose supplier product (costs) changed after the product was last saved, with today's cheapest cost (browse_products)",
        querystring: storeQuery,
        response: { 200: priceChangeListDto },
      },
    },
    async (request) => {
      const websiteId = grantedStore(request).website.id;
      return dialogAnswer(ctx, priceChangedProducts(ctx, websiteId, DIALOG_ROWS), (row) => ({
        brand: row.brand,
        cost: Number(row.cost ?? 0),
        supplier_updated_at: String(row.supplier_updated_at),
      }));
    },
  );
}
