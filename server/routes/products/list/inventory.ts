import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { grantedStore } from "../../../http/access.js";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/json.js";
import { productStatus } from "../../../../domain/products.js";
import { inventoryLevel, LOW_STOCK_BELOW } from "./common.js";
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
  rows: Promise<R[]>,
  counted: Promise<{ n: number | string | bigint }>,
  extra: (row: R, shown: DialogRow) => E,
): Promise<{ total: number; data: (DialogRow & E)[] }> {
  const [found, count] = await Promise.all([rows, counted]);
  const now = nowIso();
  return {
    total: Number(count.n),
    data: found.map((row) => {
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
  const k = ctx.db.kysely;
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
      const base = k
        .selectFrom("products")
        .where("website_id", "=", websiteId)
        .where("deleted_at", "is", null)
        .where("inventory_quantity", "<", LOW_STOCK_BELOW);
      return dialogAnswer(
        ctx,
        base
          .select([
            "id",
            "name",
            "price",
            "available",
            "published_from",
            "published_to",
            "inventory_quantity",
            "preview_photo",
          ])
          .select((eb) => [
            eb
              .selectFrom("product_variants")
              .select((v) => v.fn.countAll<number>().as("n"))
              .whereRef("product_variants.product_id", "=", "products.id")
              .as("variants"),
            eb
              .selectFrom("product_variants")
              .innerJoin("supplier_variants", "supplier_variants.id", "product_variants.supplier_variant_id")
              .select((v) => v.fn.countAll<number>().as("n"))
              .whereRef("product_variants.product_id", "=", "products.id")
              .where("supplier_variants.quantity", ">", 0)
              .as("in_stock"),
          ])
          .orderBy("inventory_quantity", "asc")
          .orderBy("id", "asc")
          .limit(DIALOG_ROWS)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        (row, shown) => {
          const variants = Number(row.variants ?? 0);
          return {
            stock_percent:
              variants > 0
                ? Math.round((Number(row.in_stock ?? 0) / variants) * 100)
                : shown.inventory_quantity > 0
                  ? 100
                  : 0,
          };
        },
      );
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
      const base = k
        .selectFrom("products")
        .innerJoin("supplier_products", "supplier_products.id", "products.supplier_product_id")
        .where("products.website_id", "=", websiteId)
        .where("products.deleted_at", "is", null)
        .whereRef("supplier_products.updated_at", ">", "products.updated_at");
      return dialogAnswer(
        ctx,
        base
          .select([
            "products.id",
            "products.name",
            "products.price",
            "products.available",
            "products.published_from",
            "products.published_to",
            "products.inventory_quantity",
            "products.preview_photo",
            "supplier_products.brand",
            "supplier_products.updated_at as supplier_updated_at",
          ])
          .select((eb) =>
            eb
              .selectFrom("supplier_variants")
              .select((v) => v.fn.min<number>("cost").as("c"))
              .whereRef("supplier_variants.supplier_product_id", "=", "supplier_products.id")
              .as("cost"),
          )
          .orderBy("supplier_products.updated_at", "desc")
          .orderBy("products.id", "asc")
          .limit(DIALOG_ROWS)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
        (row) => ({
          brand: row.brand,
          cost: Number(row.cost ?? 0),
          supplier_updated_at: String(row.supplier_updated_at),
        }),
      );
    },
  );
}
