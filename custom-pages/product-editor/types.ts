import type { BreakdownLine, BulkTier, CustomPricing, PricingInput } from "../../domain/pricing";
import type { ProductVariant } from "../../domain/variants";

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

/** The editor's read (server/routes/products/editor/dto.ts). Money in cents. */
export interface EditorProduct {
  id: number;
  website_id: number;
  supplier_product_id: number | null;
  name: string;
  slug: string;
  desc: string | null;
  additional_desc: string | null;
  price: number;
  price_fixed: number;
  margin: number;
  ssm_fees: number;
  min_quantity: number;
  available: number;
  status: string;
  published_from: string | null;
  published_to: string | null;
  preview_photo_url: string | null;
  featured_front_image_url: string | null;
  is_custom: boolean;
  categories: number[];
  colors: string[];
  sizes: string[];
  custom_fee: number;
  print_areas: string[];
  bulk_tiers: BulkTier[];
  same_variant_price: boolean;
  customizable: boolean;
  custom: CustomPricing;
  print_files: { id: string; place: string; name: string; file_id: number; url: string | null }[];
  variants: EditorVariant[];
  related: LinkedProduct[];
  companions: LinkedProduct[];
  supplier: {
    id: number;
    name: string;
    brand: string;
    is_customizable: number;
    print_areas: string[];
    colors: SupplierColor[];
    sizes: string[];
    variants: { id: number; color: string; size: string; available: number; cost: number }[];
  } | null;
  pricing: { input: PricingInput; minimum_price: number; lines: BreakdownLine[] };
}

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
