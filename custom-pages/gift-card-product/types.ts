/** GET /api/gift-card-products/{id} (server/routes/gift-card-product/common.ts). */
export interface GiftCardProduct {
  id: number;
  website_id: number;
  name: string;
  slug: string;
  description: string | null;
  /** Cents, smallest first. */
  denominations: number[];
  picture_file_id: number | null;
  picture_url: string | null;
  published: boolean;
  storefront_url: string;
  sold: number;
  created_at: string;
  updated_at: string;
}

export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
}

/** What the form holds; the picture keeps its preview next to the library file's id. */
export interface GiftCardProductFormValues {
  name: string;
  description: string;
  denominations: number[];
  picture: { id: number; url: string | null } | null;
  published: boolean;
}

export const EMPTY_FORM: GiftCardProductFormValues = {
  name: "",
  description: "",
  denominations: [],
  picture: null,
  published: true,
};

export function formOf(product: GiftCardProduct): GiftCardProductFormValues {
  return {
    name: product.name,
    description: product.description ?? "",
    denominations: product.denominations,
    picture:
      product.picture_file_id === null ? null : { id: product.picture_file_id, url: product.picture_url },
    published: product.published,
  };
}
