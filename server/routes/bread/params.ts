import { z } from "zod";
import { badRequest } from "../../errors.js";
import type { BreadModel } from "./model.js";

export const MAX_PAGE = 10_000;

const jsonParam = <T extends z.ZodType>(
  name: string,
  schema: T,
  raw: string | undefined,
  fallback: z.infer<T>,
) => {
  if (raw === undefined || raw === "") return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter must be JSON.`);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw badRequest(`The ${name} parameter is invalid.`);
  return result.data;
};

const sortSchema = z.tuple([z.string(), z.enum(["ASC", "DESC", "asc", "desc"])]);
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a);
const filterSchema = z.record(z.string(), z.unknown());

export interface ListParams {
  sort: [string, "asc" | "desc"];
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** ra-data-simple-rest's `sort`, `range` and `filter` query parameters, checked against the model. */
export function parseListParams(
  model: BreadModel,
  query: { sort?: string; range?: string; filter?: string },
): ListParams {
  const [field, order] = jsonParam("sort", sortSchema, query.sort, [...model.defaultSort]);
  if (!model.sorts.includes(field)) throw badRequest(`Sorting by ${field} is not supported.`);
  const [start, end] = jsonParam("range", rangeSchema, query.range, [0, 24]);
  const filter = jsonParam("filter", filterSchema, query.filter, {});
  for (const key of Object.keys(filter)) {
    const base = key.replace(/_(gte|lte)$/, "");
    if (
      key !== "q" &&
      key !== "id" &&
      key !== "all" &&
      !(base in model.filters) &&
      !(key in (model.customFilters ?? {}))
    ) {
      throw badRequest(`Filtering by ${key} is not supported.`);
    }
  }
  return {
    sort: [field, order.toLowerCase() as "asc" | "desc"],
    offset: start,
    limit: Math.min(end - start + 1, MAX_PAGE),
    filter,
  };
}
