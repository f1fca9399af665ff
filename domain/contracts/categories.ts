import { z } from "zod";

/** One category with its sub-categories, as the category routes answer them. */
export interface CategoryNode {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  childOf: number | null;
  sort_order: number;
  childrens: CategoryNode[];
}

export const categoryNodeDto: z.ZodType<CategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      website_id: z.number().nullable(),
      name: z.string(),
      real_name: z.string().nullable(),
      slug: z.string(),
      childOf: z.number().nullable(),
      sort_order: z.number(),
      childrens: z.array(categoryNodeDto),
    }),
  )
  .meta({ id: "CategoryNode" });

/** A store's categories, or "platform" for the admin's own tree (/master/admin/categories). */
export type CategoryScope = number | "platform";

export interface CategoryBody {
  name: string;
  slug: string;
  childOf: number | null;
}
