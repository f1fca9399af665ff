import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { canSeeMoney } from "../../../domain/permissions.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { currentUser, memberships } from "../../auth/guard.js";
import type { StoresRule } from "../../http/access.js";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../errors.js";
import { ORDER_SORTS, type OrderListParams } from "../../services/orders/filter.js";
import { orderFilterSchema, type OrderFilter } from "../../../domain/contracts/orders.js";

function json(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`The ${name} parameter must be JSON.`);
  }
}

/**
 * A list's JSON-encoded `filter` query parameter (ra-data-simple-rest), parsed and checked with the
 * rest of the query, before the access gate reads the store it names: malformed JSON or an unknown
 * key is a 400, as is a date a range bound cannot be read from (`dates`).
 */
export function filterParam<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  description: string,
  dates: readonly string[] = [],
) {
  return z
    .string()
    .max(2000)
    .describe(description)
    .optional()
    .transform((raw, ctx): z.output<T> => {
      let value: unknown = {};
      if (raw !== undefined && raw !== "") {
        try {
          value = JSON.parse(raw);
        } catch {
          ctx.addIssue({ code: "custom", message: "The filter parameter must be JSON." });
          return z.NEVER;
        }
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: "The filter parameter is invalid." });
        return z.NEVER;
      }
      const filter: Record<string, unknown> = { ...parsed.data };
      for (const key of dates) {
        const date = filter[key];
        if (typeof date !== "string" || date === "") {
          delete filter[key];
          continue;
        }
        if (Number.isNaN(Date.parse(date))) {
          ctx.addIssue({ code: "custom", message: `The ${key} filter value is invalid.` });
          return z.NEVER;
        }
        filter[key] = new Date(date).toISOString();
      }
      return filter as z.output<T>;
    });
}

/** The order lists' `filter` query parameter. */
export const orderFilterParam = filterParam(
  orderFilterSchema,
  "JSON {website_id?, all?, status?, created_at_gte?, created_at_lte?, q?, archived?}",
  ["created_at_gte", "created_at_lte"],
);

/**
 * Who reads an order list: browse_orders in the store the filter names, else in the active store,
 * else (or with the filter's `all`) every store where the caller holds it (every store for a
 * platform admin). A store out of reach answers 404, one without browse_orders 403.
 */
export const ORDER_LISTS = {
  right: "browse_orders",
  stores: ["query.filter.website_id", "active"],
  all: "query.filter.all",
} as const satisfies StoresRule;

export function parseOrderParams(query: {
  sort?: string;
  range?: string;
  filter?: OrderFilter;
}): OrderListParams {
  const sort = z
    .tuple([z.enum(ORDER_SORTS), z.enum(["ASC", "DESC", "asc", "desc"])])
    .safeParse(json("sort", query.sort) ?? ["created_at", "DESC"]);
  if (!sort.success) throw badRequest("The sort parameter is invalid.");
  const range = z
    .tuple([z.number().int().min(0), z.number().int().min(0)])
    .refine(([a, b]) => b >= a)
    .safeParse(json("range", query.range) ?? [0, 24]);
  if (!range.success) throw badRequest("The range parameter is invalid.");
  const [start, end] = range.data;
  return {
    filter: query.filter ?? {},
    sort: [sort.data[0], sort.data[1].toLowerCase() as "asc" | "desc"],
    offset: start,
    limit: Math.min(end - start + 1, 1000),
  };
}

/**
 * The stores among `scope` whose money (order profit) the caller may see; null means all of them
 * (platform admins). The same rule as the dashboard's income: canSeeMoney in the order's store.
 */
export async function moneyScope(ctx: AppContext, request: FastifyRequest): Promise<Set<number> | null> {
  if (isPlatformAdmin(currentUser(request))) return null;
  const mine = await memberships(ctx.db, request);
  return new Set([...mine].filter(([, access]) => canSeeMoney(access)).map(([id]) => id));
}
