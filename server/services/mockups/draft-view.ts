import type { Kysely, Selectable } from "kysely";
import type { Draft, DraftItem, DraftSide, DraftSummary, MockupJob } from "../../../domain/drafts.js";
import { printDpi } from "../../../domain/placement.js";
import {
  minimumPrice,
  retailFromMargin,
  roundPrice,
  type Cents,
  type PricingInput,
} from "../../../domain/pricing.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { areaOf, defaultMethod, loadBlanks, type Blank } from "./blanks.js";
import { mockupStale, readItems, type StoredItem } from "./stored.js";

type Q = Kysely<Database>;
export type DraftRow = Selectable<Database["product_drafts"]>;
export type JobRow = Selectable<Database["mockup_jobs"]>;

export interface DesignFile {
  id: number;
  path: string;
  width: number | null;
  height: number | null;
}

/** Everything a draft's view is derived from besides the row: read in a few queries per draft. */
export interface DraftContext {
  blanks: Map<number, Blank>;
  files: Map<number, DesignFile>;
  margins: { production: number; website: number };
}

export async function loadDraftContext(
  k: Q,
  websiteId: number,
  items: readonly StoredItem[],
): Promise<DraftContext> {
  const fileIds = [...new Set(items.flatMap((i) => Object.values(i.sides).map((s) => s.file_id)))];
  const [blanks, files, margins] = await Promise.all([
    loadBlanks(
      k,
      items.map((i) => i.supplier_product_id),
    ),
    fileIds.length === 0
      ? Promise.resolve([])
      : k
          .selectFrom("files")
          .select(["id", "path", "width", "height"])
          .where("id", "in", fileIds)
          .where("website_id", "=", websiteId)
          .execute(),
    k
      .selectFrom("websites")
      .innerJoin("users", "users.id", "websites.user_id")
      .select(["websites.margin as website_margin", "users.production_margin"])
      .where("websites.id", "=", websiteId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    blanks,
    files: new Map(files.map((f) => [f.id, f])),
    margins: { production: Number(margins.production_margin), website: Number(margins.website_margin) },
  };
}

/** Supplier variants an item's colours and sizes select: the ones its product variants come from. */
export function chosenVariants(blank: Blank, item: Pick<StoredItem, "colors" | "sizes">) {
  const colors = new Set(item.colors);
  const sizes = new Set(item.sizes);
  return blank.variants.filter((v) => colors.has(v.color) && sizes.has(v.size));
}

/**
 * The minimum price inputs of the product an item will publish as, mirroring
 * services/products/minimum-price.ts for a supplier product with default fees: the cheapest
 * chosen variant, the blank's fees, and one print area per designed side.
 */
export function itemPricing(blank: Blank, item: StoredItem, margins: DraftContext["margins"]): PricingInput {
  const chosen = chosenVariants(blank, item);
  const costs = (chosen.length > 0 ? chosen : blank.variants).map((v) => v.cost);
  return {
    cheapestVariantCost: costs.length > 0 ? Math.min(...costs) : 0,
    customizable: blank.customizable,
    customFee: 0,
    firstCustomFee: blank.firstCustomFee,
    printPrice: blank.printPrice,
    printPriceSecond: blank.printPriceSecond,
    areas: Object.keys(item.sides).length,
    ssmFee: 0,
    productionMargin: margins.production,
    websiteMargin: margins.website,
  };
}

/** The price an item publishes at: the user's, or the editor's default (margin over the minimum, .99). */
export function effectivePrice(item: StoredItem, minimum: Cents): Cents {
  return item.price ?? roundPrice(retailFromMargin(minimum, item.margin, item.price_fixed === 1), 99);
}

function sideView(
  ctx: AppContext,
  blank: Blank,
  side: string,
  stored: StoredItem["sides"][string],
  file: DesignFile,
): DraftSide {
  const area = areaOf(blank, side);
  const width = file.width ?? 0;
  const height = file.height ?? 0;
  return {
    file_id: file.id,
    file_url: ctx.urls.url(file.path) ?? "",
    width_px: width,
    height_px: height,
    placement: stored.placement,
    dpi: area && width > 0 && height > 0 ? printDpi(area, stored.placement, width, height) : 0,
  };
}

/** Drops sides whose file left the store's files, so nothing downstream renders a missing design. */
export function liveItem(item: StoredItem, dc: DraftContext): StoredItem {
  const sides = Object.fromEntries(Object.entries(item.sides).filter(([, s]) => dc.files.has(s.file_id)));
  return { ...item, sides };
}

export function itemView(ctx: AppContext, dc: DraftContext, raw: StoredItem): DraftItem | null {
  const blank = dc.blanks.get(raw.supplier_product_id);
  if (!blank) return null;
  const item = liveItem(raw, dc);
  const pricing = itemPricing(blank, item, dc.margins);
  const minimum = minimumPrice(pricing);
  const allCosts = blank.variants.map((v) => v.cost);
  const colors = new Set(item.colors);
  const sides: Record<string, DraftSide> = {};
  for (const [side, stored] of Object.entries(item.sides)) {
    const file = dc.files.get(stored.file_id);
    if (file) sides[side] = sideView(ctx, blank, side, stored, file);
  }
  return {
    key: item.key,
    supplier: {
      id: blank.id,
      name: blank.name,
      brand: blank.brand,
      print_method: defaultMethod(blank),
      methods: blank.methods,
      print_areas: blank.printAreas,
      colors: blank.colors.map((c) => ({
        name: c.name,
        swatch: c.swatch,
        images: Object.fromEntries(
          Object.entries(c.images).map(([side, key]) => [side, ctx.urls.url(key) ?? ""]),
        ),
      })),
      sizes: blank.sizes,
      min_price: minimumPrice({
        ...pricing,
        areas: 1,
        cheapestVariantCost: allCosts.length > 0 ? Math.min(...allCosts) : 0,
      }),
    },
    colors: item.colors,
    sizes: item.sizes,
    name: item.name,
    slug: item.slug,
    price: effectivePrice(item, minimum),
    price_fixed: item.price_fixed,
    margin: item.margin,
    print_method: item.print_method,
    sides,
    mockups: item.mockups
      .filter((m) => colors.has(m.color))
      .map((m) => ({
        color: m.color,
        side: m.side,
        url: ctx.urls.url(m.key) ?? "",
        stale: mockupStale(item, m),
      })),
    pricing,
    min_price: minimum,
  };
}

export function jobView(row: JobRow): MockupJob {
  return {
    id: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    error: row.error,
  };
}

export function draftView(ctx: AppContext, dc: DraftContext, row: DraftRow, job: JobRow | null): Draft {
  return {
    id: row.id,
    kind: row.kind,
    step: row.step,
    similar_product_id: row.similar_product_id,
    product_id: readItems(row.items).find((i) => i.product_id !== undefined)?.product_id ?? null,
    items: readItems(row.items).flatMap((i) => itemView(ctx, dc, i) ?? []),
    job: job ? jobView(job) : null,
    updated_at: row.updated_at,
  };
}

/** The draft as the API answers it: the row, its latest job and everything derived. */
export async function loadDraftView(ctx: AppContext, k: Q, row: DraftRow): Promise<Draft> {
  const items = readItems(row.items);
  const [dc, job] = await Promise.all([
    loadDraftContext(k, row.website_id, items),
    k
      .selectFrom("mockup_jobs")
      .selectAll()
      .where("draft_id", "=", row.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return draftView(ctx, dc, row, job ?? null);
}

/** A row of the open drafts list: the first item's name and picture, for the "continue" offer. */
export function summaryView(ctx: AppContext, blanks: Map<number, Blank>, row: DraftRow): DraftSummary {
  const items = readItems(row.items);
  const first = items[0];
  const blank = first ? blanks.get(first.supplier_product_id) : undefined;
  const mockup = first?.mockups.find((m) => first.colors.includes(m.color));
  const color = blank?.colors.find((c) => c.name === first?.colors[0]) ?? blank?.colors[0];
  const key = mockup?.key ?? color?.images.front ?? Object.values(color?.images ?? {})[0];
  return {
    id: row.id,
    kind: row.kind,
    step: row.step,
    item_count: items.length,
    name: first?.name || blank?.name || "",
    image: key ? ctx.urls.url(key) : null,
    updated_at: row.updated_at,
  };
}
