import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fromJson } from "../../db/json.js";
import { orderSizes, variantColors } from "../../../domain/variants.js";
import { readProductData } from "../products/data.js";
import { loadProductVariants } from "../products/variants.js";
import { storeContactEmails, storeDepartments, storeOfficeLocations } from "../websites/detail.js";

type Q = Kysely<Database>;

export type Snapshot = Record<string, unknown>;

/**
 * A product as its editor loads it, the fields a save can change: texts, publish window,
 * categories, colours and sizes, pricing and the variant rows.
 */
export async function productSnapshot(
  trx: Q,
  productId: number,
): Promise<{ websiteId: number; data: Snapshot }> {
  const product = await trx
    .selectFrom("products")
    .selectAll()
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  const data = readProductData(product.data);
  const variants = await loadProductVariants(trx, productId);
  const categories = await trx
    .selectFrom("product_categories")
    .select("category_id")
    .where("product_id", "=", productId)
    .orderBy("category_id")
    .execute();
  const fromVariants = variantColors(variants);
  return {
    websiteId: product.website_id,
    data: {
      name: product.name,
      slug: product.slug,
      desc: product.desc,
      additional_desc: product.additional_desc,
      available: product.available,
      published_from: product.published_from,
      published_to: product.published_to,
      categories: categories.map((c) => c.category_id),
      price: product.price,
      price_fixed: product.price_fixed,
      margin: Number(product.margin),
      min_quantity: product.min_quantity,
      custom_fee: data.custom_fee,
      bulk_tiers: data.bulk_tiers,
      same_variant_price: data.same_variant_price,
      print_areas: data.print_areas,
      custom: data.custom,
      is_custom: data.is_custom,
      colors:
        data.colors.length > 0
          ? data.colors.filter((c) => fromVariants.includes(c) || data.is_custom)
          : fromVariants,
      sizes: orderSizes(variants.map((v) => v.size)),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        color: v.color,
        color_swatch: v.color_swatch,
        size: v.size,
        price: v.price,
        available: v.available,
        show: v.show,
      })),
    },
  };
}

/** A store-designer page as the designer loads it: its name, slug, sections and data. */
export async function pageSnapshot(
  trx: Q,
  pageId: number,
): Promise<{ websiteId: number; data: Snapshot } | null> {
  const page = await trx
    .selectFrom("pages")
    .select(["website_id", "type", "name", "slug", "sections", "data"])
    .where("id", "=", pageId)
    .executeTakeFirst();
  if (!page) return null;
  return {
    websiteId: page.website_id,
    data: {
      name: page.name,
      slug: page.slug,
      type: page.type,
      sections: fromJson<unknown[]>(page.sections, []),
      data: fromJson<Record<string, unknown>>(page.data, {}),
    },
  };
}

/**
 * A store's settings as the settings screen loads them: general fields, address, departments,
 * office locations and contact emails. Mail server settings hold a password and stay out.
 */
export async function storeSettingsSnapshot(trx: Q, websiteId: number): Promise<Snapshot> {
  const store = await trx
    .selectFrom("websites")
    .select(["name", "link", "domain", "margin", "recipient_email", "tax_exempt"])
    .where("id", "=", websiteId)
    .executeTakeFirstOrThrow();
  const address = await trx
    .selectFrom("addresses")
    .select(["name", "street", "city", "postal", "state", "country", "phone"])
    .where("website_id", "=", websiteId)
    .orderBy("id")
    .executeTakeFirst();
  const departments = await storeDepartments(trx, websiteId);
  const officeLocations = await storeOfficeLocations(trx, websiteId);
  const contactEmails = await storeContactEmails(trx, websiteId);
  return {
    name: store.name,
    link: store.link,
    domain: store.domain,
    margin: Number(store.margin),
    recipient_email: store.recipient_email,
    tax_exempt: store.tax_exempt,
    address: address ?? null,
    departments,
    office_locations: officeLocations,
    store_contact_emails: contactEmails,
  };
}
