import { z } from "zod";
import { PRICING_MSG, priceBelowMinimumMessage, type Cents, type PricingInput } from "./pricing.js";
import { PRODUCT_NAME_MAX } from "./products.js";
import type { Placement, PrintArea } from "./placement.js";
import { DRAFT_MSG } from "./draft-texts.js";

export { DRAFT_MSG };

/**
 * Product drafts:
 * the creator's state kept on the server so a reload or "continue" finds it, and the mockup
 * jobs that render generated_photos. The SPA and the server share these types and rules.
 * Every amount is integer cents.
 */

export const DRAFT_KINDS = ["single", "multiple"] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** At most 10 chosen products per creator batch. */
export const MAX_DRAFT_ITEMS = 10;

/**
 * Creator steps, 0-based. The single creator: 0 blank, 1 design, 2 mockups, 3 pricing. The multi
 * creator adds 4 details and 5 locations ("Steps 1 to 3, then details and location");
 * its pricing lives in the details step, so step 3 is skipped there.
 */
export const DRAFT_STEPS = {
  single: ["blank", "design", "mockups", "pricing"],
  multiple: ["blank", "design", "mockups", "details", "locations"],
} as const satisfies Record<DraftKind, readonly string[]>;
export type DraftStepName = (typeof DRAFT_STEPS)[DraftKind][number];

/** Decoration methods by id: 0 embroidery, 1 dtg, 2 engraving, 3 digital. */
export const DECORATION_METHODS = ["embroidery", "dtg", "engraving", "digital"] as const;
export type DecorationMethod = (typeof DECORATION_METHODS)[number];
export type DecorationMethodId = 0 | 1 | 2 | 3;

export function decorationMethodId(method: DecorationMethod): DecorationMethodId {
  return DECORATION_METHODS.indexOf(method) as DecorationMethodId;
}

/** Decoration file rules: accepted extensions per method, and the one that must be present. */
export const DECORATION_FILE_RULES: Record<
  DecorationMethod | "additional_embroidery",
  { accept: readonly string[]; required: string | null }
> = {
  embroidery: { accept: ["dst", "pdf", "emb"], required: "dst" },
  additional_embroidery: { accept: ["pdf"], required: "pdf" },
  digital: { accept: ["eps", "pdf", "ai"], required: null },
  engraving: { accept: ["eps", "ai"], required: null },
  dtg: { accept: ["png", "jpg", "jpeg"], required: null },
};

/** A colour of the blank as the creator shows it: swatch and picture per side. */
export interface DraftColor {
  name: string;
  swatch: string;
  /** Picture url per side (print area original_side); a signed or public url like the catalogue's. */
  images: Record<string, string>;
}

/** The blank behind a draft item. */
export interface DraftSupplier {
  id: number;
  name: string;
  brand: string;
  /** The method chosen by default: the supplier's suggested one. */
  print_method: DecorationMethod;
  /** Method ids the blank offers (suggested and second suggested). */
  methods: DecorationMethodId[];
  print_areas: PrintArea[];
  colors: DraftColor[];
  sizes: string[];
  /** The blank's minimum retail price with one printed area, every colour (the catalogue figure). */
  min_price: Cents;
}

/** The design placed on one side of an item. */
export interface DraftSide {
  file_id: number;
  file_url: string;
  width_px: number;
  height_px: number;
  placement: Placement;
  /** printDpi of the design at its placement; below MIN_PRINT_DPI the editor warns. */
  dpi: number;
}

export interface DraftMockup {
  color: string;
  side: string;
  url: string;
  /** Colours or the design changed since it was rendered: generate again before publishing. */
  stale: boolean;
}

export interface DraftItem {
  /** Stable id of the item inside its draft (a short random string). */
  key: string;
  supplier: DraftSupplier;
  colors: string[];
  /** Sizes the product gets; every size of the blank unless narrowed. */
  sizes: string[];
  name: string;
  slug: string;
  /** Retail price in cents; null until priced. */
  price: Cents | null;
  price_fixed: 0 | 1;
  margin: number;
  print_method: DecorationMethod;
  sides: Record<string, DraftSide>;
  mockups: DraftMockup[];
  /** The pricing card's inputs for the chosen colours and decorated sides (domain/pricing.ts). */
  pricing: PricingInput;
  /** minimumPrice(pricing): the retail price may not go below it. */
  min_price: Cents;
}

export const MOCKUP_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type MockupJobStatus = (typeof MOCKUP_JOB_STATUSES)[number];

export interface MockupJob {
  id: number;
  status: MockupJobStatus;
  done: number;
  total: number;
  error: string | null;
}

export interface Draft {
  id: number;
  kind: DraftKind;
  step: number;
  similar_product_id: number | null;
  /** The store product whose design was reopened: publishing updates it. Null for a new product. */
  product_id: number | null;
  items: DraftItem[];
  /** The latest mockup job, if any. */
  job: MockupJob | null;
  updated_at: string;
}

/** A row of the open drafts list. */
export interface DraftSummary {
  id: number;
  kind: DraftKind;
  step: number;
  item_count: number;
  /** The first item's name and front picture, for the "continue" offer. */
  name: string;
  image: string | null;
  updated_at: string;
}

export interface DraftList {
  data: DraftSummary[];
  total: number;
}

export interface PublishResult {
  product_ids: number[];
}

// ---- Request bodies -------------------------------------------------------------------------

const id = z.number().int().positive();

export const createDraftSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  supplier_product_ids: z
    .array(id)
    .min(1, DRAFT_MSG.chooseProduct)
    .max(MAX_DRAFT_ITEMS, DRAFT_MSG.maxProducts),
  similar_product_id: id.optional(),
});
export type CreateDraftInput = z.infer<typeof createDraftSchema>;

export const draftItemPatchSchema = z.object({
  key: z.string().min(1),
  colors: z.array(z.string().min(1)).optional(),
  sizes: z.array(z.string().min(1)).optional(),
  name: z.string().trim().optional(),
  slug: z.string().trim().optional(),
  price: z.number().int().min(0).nullable().optional(),
  price_fixed: z.union([z.literal(0), z.literal(1)]).optional(),
  margin: z.number().min(0).optional(),
  print_method: z.enum(DECORATION_METHODS).optional(),
  /** Removing the last colour needs this ("except when forced"). */
  force: z.boolean().optional(),
});
export type DraftItemPatch = z.infer<typeof draftItemPatchSchema>;

export const updateDraftSchema = z.object({
  step: z.number().int().min(0).optional(),
  items: z.array(draftItemPatchSchema).optional(),
});
export type UpdateDraftInput = z.infer<typeof updateDraftSchema>;

export const addDraftItemSchema = z.object({ supplier_product_id: id });

export const placementSchema = z.object({
  cx: z.number().finite(),
  cy: z.number().finite(),
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
  angle: z.number().finite(),
});

export const saveSideSchema = z.object({ file_id: id, placement: placementSchema });
export type SaveSideInput = z.infer<typeof saveSideSchema>;

export const applyDesignSchema = z.object({ file_id: id });

export const embroideryRequestSchema = z.object({
  draft_id: id,
  item_key: z.string().min(1),
  file_id: id.optional(),
  note: z.string().trim().max(1000).optional(),
});
export type EmbroideryRequestInput = z.infer<typeof embroideryRequestSchema>;

// ---- Step rules -----------------------------------------------------------------------------

/** What a step needs of a draft, as field errors keyed like the PUT body; empty when valid. */
export type StepErrors = Record<string, string>;

function itemPath(index: number, field: string): string {
  return `items.${index}.${field}`;
}

/** The errors that keep a draft from leaving `step` (0-based), in the creator of its kind. */
export function stepErrors(draft: Pick<Draft, "kind" | "items">, step: number): StepErrors {
  const name = DRAFT_STEPS[draft.kind][step];
  const errors: StepErrors = {};
  const each = (check: (item: DraftItem, index: number) => void) => draft.items.forEach(check);
  switch (name) {
    case "blank":
      if (draft.items.length === 0) errors.items = DRAFT_MSG.chooseProduct;
      break;
    case "design":
      each((item, i) => {
        if (Object.keys(item.sides).length === 0) errors[itemPath(i, "sides")] = DRAFT_MSG.chooseDesign;
      });
      break;
    case "mockups":
      each((item, i) => {
        if (item.colors.length === 0) errors[itemPath(i, "colors")] = DRAFT_MSG.chooseColor;
        const problem = mockupProblem(item);
        if (problem) errors[itemPath(i, "mockups")] = problem;
      });
      break;
    case "pricing":
    case "details":
      each((item, i) => {
        if (item.name.trim() === "") errors[itemPath(i, "name")] = DRAFT_MSG.nameRequired;
        if (item.slug.trim() === "") errors[itemPath(i, "slug")] = DRAFT_MSG.slugRequired;
        if (item.price === null) errors[itemPath(i, "price")] = PRICING_MSG.priceRequired;
        else if (item.price < item.min_price)
          errors[itemPath(i, "price")] = priceBelowMinimumMessage(item.min_price);
      });
      break;
    case "locations":
      each((item, i) => {
        const placed = item.mockups.some((m) => !m.stale && (m.side === "front" || m.side === "back"));
        if (!placed) errors[itemPath(i, "mockups")] = DRAFT_MSG.locationRequired;
      });
      break;
    default:
      break;
  }
  return errors;
}

/** Errors of every step before `step`: a draft may only move to a step whose predecessors hold. */
export function errorsBefore(draft: Pick<Draft, "kind" | "items">, step: number): StepErrors {
  const errors: StepErrors = {};
  for (let s = 0; s < step; s++) Object.assign(errors, stepErrors(draft, s));
  return errors;
}

/** The colour and side pairs an item needs a mockup for: every chosen colour, every designed side. */
export function expectedMockups(item: {
  colors: readonly string[];
  sides: Readonly<Record<string, unknown>>;
}): { color: string; side: string }[] {
  return item.colors.flatMap((color) => Object.keys(item.sides).map((side) => ({ color, side })));
}

/** Why an item's mockups cannot be published yet, or null when each is there and fresh. */
export function mockupProblem(item: {
  colors: readonly string[];
  sides: Readonly<Record<string, unknown>>;
  mockups: readonly { color: string; side: string; stale: boolean }[];
}): string | null {
  for (const need of expectedMockups(item)) {
    const found = item.mockups.find((m) => m.color === need.color && m.side === need.side);
    if (!found) return DRAFT_MSG.mockupsMissing;
    if (found.stale) return DRAFT_MSG.mockupsStale;
  }
  return null;
}

/** Names are cut to 50 characters on save. */
export function draftName(name: string): string {
  return name.trim().slice(0, PRODUCT_NAME_MAX);
}
