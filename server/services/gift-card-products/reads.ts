import type { GiftCardProductDto } from "../../../domain/contracts/gift-card-products.js";
import type { GiftCardProductSort } from "../../../domain/list-sorts.js";
import type { AppContext } from "../../context.js";
import { fromJson } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { GIFT_CARD_PRODUCT_MSG } from "../../../domain/gift-card-products.js";
import { STOREFRONT_PATH } from "../../../domain/stores.js";

const GIFT_CARD_PRODUCT_COLUMNS = [
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
function baseQuery(ctx: AppContext) {
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

/** The answers of these rows, each with how many were sold in live orders. */
async function selectDtos(ctx: AppContext, rows: readonly Row[]): Promise<GiftCardProductDto[]> {
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

const DTO_COLUMNS = [...GIFT_CARD_PRODUCT_COLUMNS, "w.link", "f.path as picture_path"] as const;

/** One live gift-card product's answer. */
export async function loadGiftCardProductDto(ctx: AppContext, id: number): Promise<GiftCardProductDto> {
  const row = await baseQuery(ctx).select(DTO_COLUMNS).where("g.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(GIFT_CARD_PRODUCT_MSG.notFound);
  const [dto] = await selectDtos(ctx, [row]);
  if (!dto) throw notFound(GIFT_CARD_PRODUCT_MSG.notFound);
  return dto;
}

/** A live gift-card product by id (its store was checked by the route's declaration); a deleted one is not found. */
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

export interface GiftCardProductOrder {
  sort: GiftCardProductSort;
  order: "asc" | "desc";
}

/** A page of a store's gift-card products (all, or published or not) in the order asked, and their count. */
export function giftCardProductRows(
  ctx: AppContext,
  websiteId: number,
  published: boolean | undefined,
  { sort, order }: GiftCardProductOrder,
) {
  let base = baseQuery(ctx).where("g.website_id", "=", websiteId);
  if (published !== undefined) base = base.where("g.published", "=", published ? 1 : 0);
  return {
    rows: async (limit: number, offset: number) =>
      selectDtos(
        ctx,
        await base
          .select(DTO_COLUMNS)
          .orderBy(`g.${sort}`, order)
          // Equal names or times keep one order from page to page.
          .orderBy("g.id", order)
          .limit(limit)
          .offset(offset)
          .execute(),
      ),
    count: () => base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  };
}
