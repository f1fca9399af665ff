import type { BulkTier, CustomPricing } from "../../../domain/pricing";
import type { ProductVariant } from "../../../domain/variants";
import type { EditorDto } from "../../../domain/contracts/product-editor";

/** One variant as GET /api/products/{id}/editor sends it: the stored variant, photos as URLs. */
export interface EditorVariant extends Omit<ProductVariant, "photos"> {
  photos: { place: string; url: string | null }[];
}

export interface SupplierColor {
  name: string;
  swatch: string;
  quantity: number;
  level: "low" | "medium" | "high";
  photo_url: string | null;
}

export interface LinkedProduct {
  id: number;
  name: string;
  preview_photo_url: string | null;
}

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
