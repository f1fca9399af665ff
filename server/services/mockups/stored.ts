import { randomInt } from "node:crypto";
import { z } from "zod";
import { DECORATION_METHODS } from "../../../domain/drafts.js";
import type { Placement } from "../../../domain/placement.js";
import { fromJson } from "../../db/json.js";

/**
 * A draft's items as the product_drafts.items column keeps them: ids and choices only. Names of
 * colours, pictures, prices and DPI are derived on every read (draft-view.ts), so a supplier
 * change shows up in an open draft and nothing derived can go stale in storage.
 */
const placement = z.object({
  cx: z.number(),
  cy: z.number(),
  width: z.number(),
  height: z.number(),
  angle: z.number(),
});

const storedSide = z.object({ file_id: z.number(), placement });
export type StoredSide = z.infer<typeof storedSide>;

const storedMockup = z.object({
  color: z.string(),
  side: z.string(),
  /** Storage key of the rendered PNG (private until the product is published). */
  key: z.string(),
  /** sideSignature() of the side it was rendered from: a later design or placement makes it stale. */
  sig: z.string(),
  /** Set when colours changed after it was rendered. */
  stale: z.boolean(),
});
export type StoredMockup = z.infer<typeof storedMockup>;

const storedItem = z.object({
  key: z.string(),
  supplier_product_id: z.number(),
  colors: z.array(z.string()).catch([]),
  sizes: z.array(z.string()).catch([]),
  name: z.string().catch(""),
  slug: z.string().catch(""),
  /** Null: the default price, which follows the minimum until the user sets one. */
  price: z.number().nullable().catch(null),
  price_fixed: z.union([z.literal(0), z.literal(1)]).catch(0),
  margin: z.number().catch(40),
  print_method: z.enum(DECORATION_METHODS),
  sides: z.record(z.string(), storedSide).catch({}),
  mockups: z.array(storedMockup).catch([]),
  /** The store product this item reopens: publishing updates it instead of creating a new one. */
  product_id: z.number().optional().catch(undefined),
});
export type StoredItem = z.infer<typeof storedItem>;

export function readItems(raw: unknown): StoredItem[] {
  const list = fromJson<unknown[]>(raw, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = storedItem.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** What a mockup of a side depends on besides the colour: the file and where it sits. */
export function sideSignature(side: { file_id: number; placement: Placement }): string {
  const p = side.placement;
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  return `${side.file_id}:${r(p.cx)}:${r(p.cy)}:${r(p.width)}:${r(p.height)}:${r(p.angle)}`;
}

/** A mockup is stale when flagged, or when its side changed or vanished since it was rendered. */
export function mockupStale(item: StoredItem, mockup: StoredMockup): boolean {
  const side = item.sides[mockup.side];
  return mockup.stale || !side || sideSignature(side) !== mockup.sig;
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A short random id: draft item keys and the unguessable part of mockup file names. */
export function randomKey(length = 10): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(0, ALPHABET.length)];
  return out;
}
