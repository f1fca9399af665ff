import type { BucketUnit, DateOnly } from "../../domain/dashboard";

/**
 * GET /api/chart/stats as the SPA reads it (the server's zod schema in server/routes/dashboard/
 * schema.ts is the contract). Money is integer cents; null means "not for you", never zero.
 */
export interface Series {
  months: string[];
  counts: number[];
}

export interface StatsResponse {
  range: { from: DateOnly; to: DateOnly; unit: BucketUnit };
  is_admin: boolean;
  website_ids: number[] | null;
  total: number;
  ssmFees: number | null;
  storeOwnerFees: number | null;
  income: number | null;
  earnings: number | null;
  ordersByDate: Series & {
    ssmFees: number[] | null;
    storeOwnerFees: number[] | null;
    sales: number[] | null;
  };
  usersByDate: Series | null;
  websitesByDate: Series | null;
  productsByDate: Series;
  mostSellingStore: { id: number | null; name: string; quantity: number }[];
  totalSales: { total: number; labels: string[]; data: number[] };
  totalViews: {
    total: number;
    labels: string[];
    data: number[];
    products: { id: number; name: string; views: number; link: string }[];
  };
  bestsellers: { id: number; name: string; quantity: number; link: string }[];
  newlyCreatedUsers: { id: number; name: string; email: string; created_at: string }[] | null;
  newlyCreatedWebsites:
    { id: number; name: string; link: string; is_launched: number; created_at: string }[] | null;
  newlyCreatedProducts: {
    id: number;
    website_id: number;
    name: string;
    link: string;
    photo: string | null;
    created_at: string;
  }[];
  allProductsInStore: number;
  newProducts: number;
}
