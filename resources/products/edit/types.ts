import type { BulkTier, CustomPricing } from "../../../domain/pricing";
import type { EditorDto, EditorVariantDto } from "../../../domain/contracts/product-editor";

/** One variant as GET /api/products/{id}/editor sends it: the stored variant, photos as URLs. */
export type EditorVariant = EditorVariantDto;

/** A product the editor links to (related or companion), as the editor's read lists it. */
export type LinkedProduct = EditorDto["related"][number];

/** The editor's read, as the server's contract declares it. Money in cents. */
export type EditorProduct = EditorDto;

/** What the editor may change before saving; absent keys are unchanged. */
export interface EditorDraft {
  name: string;
  slug: string;
  desc: string;
  additional_desc: string;
  categories: number[];
  available: number;
  published_from: string | null;
  published_to: string | null;
  colors: string[];
  sizes: string[];
  custom_colors: { name: string; swatch: string }[];
  color_prices: Record<string, number | null>;
  price: number | null;
  price_fixed: 0 | 1;
  margin: number;
  min_quantity: number;
  custom_fee: number;
  bulk_tiers: BulkTier[];
  same_variant_price: boolean;
  print_areas: string[];
  remove_variants: string[];
  custom: CustomPricing;
}

export type FieldErrors = Record<string, string>;
