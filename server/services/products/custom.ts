import type { AppContext } from "../../context.js";
import type { Product, Website } from "../../db/schema.js";
import { nowIso, toJson } from "../../db/json.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { DEFAULT_CUSTOM_PRICING } from "../../../domain/pricing.js";
import { EDITOR_MSG, type UpdateBody } from "../../../domain/contracts/product-editor.js";
import { mergeProductData, readProductData, type ProductData } from "./data.js";
import { loadLiveProduct } from "./editor-view.js";
import { writeProduct } from "./list-writes.js";
import { insertStoreProduct } from "./store-products.js";

/** A live custom product (its store was checked by the route's access rule); any other is not found. */
export async function loadCustomProduct(ctx: AppContext, id: number): Promise<Product> {
  const product = await loadLiveProduct(ctx, id);
  if (!readProductData(product.data).is_custom) throw notFound(EDITOR_MSG.notCustom);
  return product;
}

/**
 * A custom product: no supplier blank, the default custom cost lines under the ones sent, and the
 * picture (a stored path of the store's library) the store shows. Answers its id.
 */
export function createCustomProduct(
  ctx: AppContext,
  website: Pick<Website, "id" | "plan" | "limits">,
  body: UpdateBody & { name: string; custom?: Partial<ProductData["custom"]> },
  picturePath: string | undefined,
  isAdmin: boolean,
): Promise<number> {
  return insertStoreProduct(
    ctx.db.kysely,
    website,
    body,
    {
      supplier_product_id: null,
      name: body.name,
      ...(picturePath === undefined ? {} : { preview_photo: picturePath }),
      data: { is_custom: true, custom: { ...DEFAULT_CUSTOM_PRICING, ...body.custom } },
    },
    isAdmin,
  );
}

/** The picture (a stored path of the store's library) a custom product shows. */
export async function setCustomPicture(ctx: AppContext, product: Product, path: string): Promise<void> {
  await writeProduct(ctx.db.kysely, product.id, { preview_photo: path, updated_at: nowIso() }, "update");
}

/**
 * Removes one print file (`printId`), every file of a side (`place`), or, with neither, all of
 * them; naming a file that is not there is refused. Answers the print files left.
 */
export async function removeCustomPrintFiles(
  ctx: AppContext,
  product: Product,
  printId: string | undefined,
  place: string | undefined,
): Promise<ProductData["print_files"]> {
  const data = readProductData(product.data);
  const keep = data.print_files.filter(
    (f) => (printId !== undefined && f.id !== printId) || (place !== undefined && f.place !== place),
  );
  if (keep.length === data.print_files.length && (printId !== undefined || place !== undefined))
    throw invalid({ print_id: EDITOR_MSG.printNotFound });
  const next = { ...data, print_files: printId === undefined && place === undefined ? [] : keep };
  await writeProduct(
    ctx.db.kysely,
    product.id,
    { data: toJson(mergeProductData(product.data, next)), updated_at: nowIso() },
    "update",
  );
  return next.print_files;
}
