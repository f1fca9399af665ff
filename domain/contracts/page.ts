import { z } from "zod";

/** The paged list shape every paged list answers with (current_page, last_page, data). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number(),
    current_page: z.number(),
    per_page: z.number(),
    last_page: z.number(),
  });
}

/** One page of `T` rows, as pageSchema answers it. */
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

/** One page of rows whose total is known. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number): Page<T> {
  return {
    data,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
