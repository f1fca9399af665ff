import { z } from "zod";
import type { CategoryNode } from "../category-tree.js";
import { recordVersion } from "./versions.js";

export * from "../category-tree.js";

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
      version: recordVersion,
      childrens: z.array(categoryNodeDto),
    }),
  )
  .meta({ id: "CategoryNode" });
