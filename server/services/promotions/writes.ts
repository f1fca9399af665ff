import type { Selectable } from "kysely";
import { CONTENT_MSG, promotionLive, promotionSchema, type Promotion } from "../../../domain/content.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/json.js";
import type { PromotionsTable } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";
import { resolvePicture } from "../content/pictures.js";
import { recordActivity } from "../activity/record.js";
import { bumpVersion } from "../versions/index.js";

export type PromotionRow = Selectable<PromotionsTable>;

/** A promotion as its screens show it: flags as booleans, its picture's URL, whether it shows now. */
export function promotionOut(ctx: AppContext, row: PromotionRow): Promotion {
  const base = { active: row.active === 1, starts_at: row.starts_at, ends_at: row.ends_at };
  return {
    ...row,
    ...base,
    kind: row.kind === "banner" ? "banner" : "announcement",
    image_url: ctx.urls.url(row.image),
    live: promotionLive(base, nowIso()),
  };
}

/** A store's promotion by id; another store's answers 404 like a missing one. */
export async function findPromotion(ctx: AppContext, websiteId: number, id: number): Promise<PromotionRow> {
  const row = await ctx.db.kysely
    .selectFrom("promotions")
    .selectAll()
    .where("id", "=", id)
    .where("website_id", "=", websiteId)
    .executeTakeFirst();
  if (!row) throw notFound(CONTENT_MSG.notFound);
  return row;
}

/** The columns an input sets: title required, a window that starts before it ends, a picture of the store's. */
async function promotionValues(ctx: AppContext, websiteId: number, body: unknown) {
  const input = promotionSchema.parse(body);
  return {
    title: input.title,
    kind: input.kind,
    text: input.text,
    image: await resolvePicture(ctx.db, websiteId, input.image, "image"),
    link: input.link,
    active: input.active ? 1 : 0,
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
  };
}

export async function createPromotion(
  ctx: AppContext,
  websiteId: number,
  body: unknown,
): Promise<PromotionRow> {
  const v = await promotionValues(ctx, websiteId, body);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("promotions")
      .values({ ...v, website_id: websiteId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Promotion",
      entityId: row.id,
      action: "create",
      websiteId,
      after: row,
    });
    return row;
  });
}

/**
 * With the version the screen read, a promotion saved by someone else since is refused
 * (StaleVersion) and nothing is written.
 */
export async function updatePromotion(
  ctx: AppContext,
  websiteId: number,
  id: number,
  body: unknown,
  version: number | null = null,
): Promise<PromotionRow> {
  const before = await findPromotion(ctx, websiteId, id);
  const v = await promotionValues(ctx, websiteId, body);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await bumpVersion(trx, "promotions", id, version);
    const after = await trx
      .updateTable("promotions")
      .set({ ...v, updated_at: nowIso() })
      .where("id", "=", id)
      .where("website_id", "=", websiteId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      entity: "Promotion",
      entityId: id,
      action: "update",
      websiteId,
      before,
      after,
    });
    return after;
  });
}

export async function deletePromotion(ctx: AppContext, websiteId: number, id: number): Promise<void> {
  const before = await findPromotion(ctx, websiteId, id);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("promotions").where("id", "=", id).where("website_id", "=", websiteId).execute();
    await recordActivity(trx, { entity: "Promotion", entityId: id, action: "delete", websiteId, before });
  });
}
