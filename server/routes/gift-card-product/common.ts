import type { GiftCardProductDto } from "../../../domain/contracts/gift-card-products.js";
import type { AppContext } from "../../context.js";
import type { StoreRule } from "../../http/access.js";
import { giftCardsOf } from "../gift-cards/common.js";
import { fromJson } from "../../db/json.js";
import { invalid, notFound } from "../../errors.js";
import { GIFT_CARD_PRODUCT_MSG } from "../../../domain/gift-card-products.js";
import { isImageFile } from "../../../domain/library.js";
import { slugify } from "../../../domain/slug.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";

export const GIFT_CARD_PRODUCT_COLUMNS = [
  "g.id",
  "g.website_id",
  "g.name",
  "g.slug",
  "g.description",
  "g.denominations",
  "g.picture_file_id",
  "g.published",
  "g.created_at",
  "g.updated_at",
] as const;

/** A stored row, with its picture's path and its store's link, as the DTO needs them. */
export function baseQuery(ctx: AppContext) {
  return ctx.db.kysely
    .selectFrom("gift_card_products as g")
    .innerJoin("websites as w", "w.id", "g.website_id")
    .leftJoin("files as f", (join) =>
      join.onRef("f.id", "=", "g.picture_file_id").onRef("f.website_id", "=", "g.website_id"),
    )
    .where("g.deleted_at", "is", null);
}

type Row = {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  description: string | null;
  denominations: unknown;
  picture_file_id: number | null;
  published: number;
  created_at: string;
  updated_at: string;
  link: string;
  picture_path: string | null;
};

export async function selectDtos(ctx: AppContext, rows: readonly Row[]): Promise<GiftCardProductDto[]> {
  const ids = rows.map((r) => r.id);
  const sold =
    ids.length === 0
      ? []
      : await ctx.db.kysely
          .selectFrom("order_items as i")
          .innerJoin("orders as o", "o.id", "i.order_id")
          .select(["i.gift_card_product_id as id", (eb) => eb.fn.sum<number>("i.quantity").as("n")])
          .where("i.gift_card_product_id", "in", ids)
          .where("o.deleted_at", "is", null)
          .groupBy("i.gift_card_product_id")
          .execute();
  const soldBy = new Map(sold.map((s) => [s.id, Number(s.n)]));
  return rows.map((r) => ({
    id: r.id,
    website_id: r.website_id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    denominations: fromJson<number[]>(r.denominations, []),
    picture_file_id: r.picture_path === null ? null : r.picture_file_id,
    picture_url: ctx.urls.url(r.picture_path),
    published: r.published === 1,
    storefront_url: `${STOREFRONT_PATH}/${encodeURIComponent(r.link)}/products/${encodeURIComponent(r.slug)}`,
    sold: soldBy.get(r.id) ?? 0,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export const DTO_COLUMNS = [...GIFT_CARD_PRODUCT_COLUMNS, "w.link", "f.path as picture_path"] as const;

export async function loadDto(ctx: AppContext, id: number): Promise<GiftCardProductDto> {
  const row = await baseQuery(ctx).select(DTO_COLUMNS).where("g.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(GIFT_CARD_PRODUCT_MSG.notFound);
  const [dto] = await selectDtos(ctx, [row]);
  if (!dto) throw notFound(GIFT_CARD_PRODUCT_MSG.notFound);
  return dto;
}

/** A live gift-card product by id (its store was checked by the route's declaration); a deleted one answers 404. */
export async function loadGiftCardProduct(ctx: AppContext, id: number) {
  const row = await ctx.db.kysely
    .selectFrom("gift_card_products")
    .select(["id", "website_id", "name", "slug"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound(GIFT_CARD_PRODUCT_MSG.notFound);
  return row;
}

/** Who manages a store's gift-card products: the gift cards' own rule. */
export const giftCardProductOf = (): StoreRule =>
  giftCardsOf({ record: "gift_card_products" }, GIFT_CARD_PRODUCT_MSG.notFound);

/** The picture must be an image of this store's library, so the storefront never signs another store's file. */
export async function checkPicture(ctx: AppContext, websiteId: number, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const file = await ctx.db.kysely
    .selectFrom("files")
    .select(["id", "extension"])
    .where("id", "=", fileId)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  if (!file || !isImageFile({ extension: file.extension ?? "" }))
    throw invalid({ picture_file_id: GIFT_CARD_PRODUCT_MSG.picture });
}

/**
 * A slug free among the store's gift-card products and live products: the storefront's product
 * page looks a product up first, so a taken product slug would hide the gift card.
 */
export async function freeSlug(
  ctx: AppContext,
  websiteId: number,
  name: string,
  exceptId: number | null,
): Promise<string> {
  const base = slugify(name) || "gift-card";
  const k = ctx.db.kysely;
  const [own, products] = await Promise.all([
    k
      .selectFrom("gift_card_products")
      .select("slug")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("slug", "like", `${base}%`)
      .$if(exceptId !== null, (q) => q.where("id", "!=", exceptId ?? 0))
      .execute(),
    k
      .selectFrom("products")
      .select("slug")
      .where("website_id", "=", websiteId)
      .where("deleted_at", "is", null)
      .where("slug", "like", `${base}%`)
      .execute(),
  ]);
  const taken = new Set([...own, ...products].map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
