import type { Kysely } from "kysely";
import {
  DECORATION_METHODS,
  type DecorationMethod,
  type DecorationMethodId,
} from "../../../domain/drafts.js";
import type { PrintArea } from "../../../domain/placement.js";
import { orderSizes } from "../../../domain/variants.js";
import { fromJson } from "../../db/json.js";
import type { Database } from "../../db/schema.js";

type Q = Kysely<Database>;

/** A supplier blank as drafts need it: its areas, methods, and per colour the picture key per side. */
export interface Blank {
  id: number;
  name: string;
  brand: string;
  methods: DecorationMethodId[];
  printAreas: PrintArea[];
  colors: { name: string; swatch: string; images: Record<string, string> }[];
  sizes: string[];
  /** Available supplier variants: what variant generation builds product variants from. */
  variants: { id: number; color: string; size: string; cost: number }[];
  printPrice: number;
  printPriceSecond: number;
  firstCustomFee: number;
  customizable: boolean;
}

function methodId(value: number | null): DecorationMethodId | null {
  return value !== null && value >= 0 && value < DECORATION_METHODS.length
    ? (value as DecorationMethodId)
    : null;
}

export function defaultMethod(blank: Blank): DecorationMethod {
  return DECORATION_METHODS[blank.methods[0] ?? 1];
}

function readAreas(raw: unknown): PrintArea[] {
  const list = fromJson<unknown[]>(raw, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    if (typeof a !== "object" || a === null) return [];
    const area = a as Partial<PrintArea>;
    if (
      typeof area.original_side !== "string" ||
      !(Number(area.width_in) > 0) ||
      !(Number(area.height_in) > 0)
    )
      return [];
    return [
      {
        original_side: area.original_side,
        width_in: Number(area.width_in),
        height_in: Number(area.height_in),
        ...(area.box ? { box: area.box } : {}),
      },
    ];
  });
}

/** Active blanks by id, each with its colours in first-seen order and sizes in the spec's order. */
export async function loadBlanks(k: Q, ids: readonly number[]): Promise<Map<number, Blank>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const products = await k
    .selectFrom("supplier_products")
    .select([
      "id",
      "name",
      "brand",
      "suggested_method",
      "second_suggested_method",
      "print_areas",
      "print_price",
      "print_price_second",
      "first_custom_fee",
      "is_customizable",
    ])
    .where("id", "in", unique)
    .where("is_active", "=", 1)
    .execute();
  const variants = await k
    .selectFrom("supplier_variants")
    .select([
      "id",
      "supplier_product_id",
      "color",
      "color_swatch",
      "size",
      "size_order",
      "cost",
      "available",
      "images",
    ])
    .where("supplier_product_id", "in", unique)
    .orderBy("supplier_product_id")
    .orderBy("size_order")
    .orderBy("id")
    .execute();
  const blanks = new Map<number, Blank>();
  for (const p of products) {
    const methods = [methodId(p.suggested_method), methodId(p.second_suggested_method)].filter(
      (m, i, all): m is DecorationMethodId => m !== null && all.indexOf(m) === i,
    );
    blanks.set(p.id, {
      id: p.id,
      name: p.name,
      brand: p.brand,
      methods,
      printAreas: readAreas(p.print_areas),
      colors: [],
      sizes: [],
      variants: [],
      printPrice: p.print_price,
      printPriceSecond: p.print_price_second,
      firstCustomFee: p.first_custom_fee,
      customizable: p.is_customizable === 1,
    });
  }
  const sizes = new Map<number, string[]>();
  for (const v of variants) {
    const blank = blanks.get(v.supplier_product_id);
    if (!blank) continue;
    if (!blank.colors.some((c) => c.name === v.color)) {
      const images: Record<string, string> = {};
      for (const image of fromJson<{ place?: string; key?: string }[]>(v.images, [])) {
        if (typeof image.key === "string") images[image.place ?? "front"] ??= image.key;
      }
      blank.colors.push({ name: v.color, swatch: v.color_swatch, images });
    }
    if (v.available === 1) {
      blank.variants.push({ id: v.id, color: v.color, size: v.size, cost: v.cost });
      sizes.set(blank.id, [...(sizes.get(blank.id) ?? []), v.size]);
    }
  }
  for (const blank of blanks.values()) blank.sizes = orderSizes(sizes.get(blank.id) ?? []);
  return blanks;
}

/** The print area of a side, or null when the blank has no such area. */
export function areaOf(blank: Blank, side: string): PrintArea | null {
  return blank.printAreas.find((a) => a.original_side === side) ?? null;
}
