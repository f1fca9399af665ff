import type { Kysely } from "kysely";
import { minimumPrice, retailPriceError, type Cents, type PricingInput } from "../../../domain/pricing.js";
import type { Database } from "../../db/schema.js";
import { invalid, notFound } from "../../../domain/errors.js";
import { readProductData, type ProductData } from "./data.js";

type Q = Kysely<Database>;

/** The product state the minimum price depends on, as stored or as about to be saved. */
export interface PricingState {
  websiteId: number;
  supplierProductId: number | null;
  /** Supplier variants of the product's chosen variants; empty means any of the blank's. */
  supplierVariantIds: readonly number[];
  data: ProductData;
  ssmFee: Cents;
}

/**
 * The formula's inputs. The production margin is the store owner's: the minimum is a property of
 * the product, not of whoever happens to open the editor.
 */
export async function pricingInputFor(k: Q, state: PricingState): Promise<PricingInput> {
  const margins = await k
    .selectFrom("websites")
    .innerJoin("users", "users.id", "websites.user_id")
    .select(["websites.margin as website_margin", "users.production_margin"])
    .where("websites.id", "=", state.websiteId)
    .executeTakeFirstOrThrow();
  const common = {
    ssmFee: state.ssmFee,
    productionMargin: Number(margins.production_margin),
    websiteMargin: Number(margins.website_margin),
  };
  const supplier =
    state.supplierProductId === null || state.data.is_custom
      ? undefined
      : await k
          .selectFrom("supplier_products")
          .select(["id", "print_price", "print_price_second", "first_custom_fee", "is_customizable"])
          .where("id", "=", state.supplierProductId)
          .executeTakeFirst();
  if (!supplier) {
    // Custom products carry their own cost lines: the cost, the first
    // custom fee, then the second fee for the first print area and the third for each extra one.
    const c = state.data.custom;
    return {
      ...common,
      cheapestVariantCost: c.cost,
      customizable: true,
      customFee: state.data.custom_fee,
      firstCustomFee: c.first_custom_fee,
      printPrice: c.second_custom_fee,
      printPriceSecond: c.third_custom_fee,
      areas: state.data.print_areas.length,
    };
  }
  let costQuery = k
    .selectFrom("supplier_variants")
    .select((eb) => eb.fn.min<number>("cost").as("cost"))
    .where("supplier_product_id", "=", supplier.id);
  if (state.supplierVariantIds.length > 0)
    costQuery = costQuery.where("id", "in", [...state.supplierVariantIds]);
  const cheapest = await costQuery.executeTakeFirst();
  return {
    ...common,
    cheapestVariantCost: Number(cheapest?.cost ?? 0),
    customizable: supplier.is_customizable === 1 && state.data.customizable,
    customFee: state.data.custom_fee,
    firstCustomFee: supplier.first_custom_fee,
    printPrice: supplier.print_price,
    printPriceSecond: supplier.print_price_second,
    areas: state.data.print_areas.length,
  };
}

/** The stored product's pricing inputs; 404 when it does not exist or is deleted. */
export async function loadPricingInput(k: Q, productId: number): Promise<PricingInput> {
  const product = await k
    .selectFrom("products")
    .select(["id", "website_id", "supplier_product_id", "ssm_fees", "data"])
    .where("id", "=", productId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!product) throw notFound();
  const variants = await k
    .selectFrom("product_variants")
    .select("supplier_variant_id")
    .where("product_id", "=", productId)
    .where("supplier_variant_id", "is not", null)
    .execute();
  return productPricingInput(k, product, variants, readProductData(product.data));
}

/** The formula's inputs for a product with these variants and data, stored or about to be saved. */
export function productPricingInput(
  k: Q,
  product: { website_id: number; supplier_product_id: number | null; ssm_fees: Cents },
  variants: readonly { supplier_variant_id: number | null }[],
  data: ProductData,
): Promise<PricingInput> {
  return pricingInputFor(k, {
    websiteId: product.website_id,
    supplierProductId: product.supplier_product_id,
    supplierVariantIds: variants.flatMap((v) =>
      v.supplier_variant_id === null ? [] : [v.supplier_variant_id],
    ),
    data,
    ssmFee: product.ssm_fees,
  });
}

/** Minimum retail price of a stored product, in cents. */
export async function loadMinimumPriceCents(k: Q, productId: number): Promise<Cents> {
  return minimumPrice(await loadPricingInput(k, productId));
}

/** 422 with the spec's rule when a retail price is missing or below the minimum. */
export function assertRetailPrice(
  priceCents: Cents | null | undefined,
  minimumCents: Cents,
  field = "price",
): void {
  const error = retailPriceError(priceCents, minimumCents);
  if (error) throw invalid({ [field]: error });
}

/** For routes that change only the price (quick edit, update multiple): checks it against the stored product. */
export async function assertProductRetailPrice(k: Q, productId: number, priceCents: Cents): Promise<void> {
  assertRetailPrice(priceCents, await loadMinimumPriceCents(k, productId));
}
