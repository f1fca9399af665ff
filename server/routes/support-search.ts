import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { currentUser, memberships } from "../auth/guard.js";
import { searchScopes } from "../services/support-search/scopes.js";
import { readTerm, supportSearch } from "../services/support-search/search.js";
import {
  SUPPORT_SEARCH_LIMIT,
  SUPPORT_SEARCH_MIN,
  supportSearchResult,
} from "../../domain/support-search.js";

/** GET /api/support/search: the app bar's search across every store the caller may open. */
export async function supportSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/support/search",
    {
      // Any session: each kind is searched only in the stores where the caller may list it, and
      // that filter is the query itself.
      config: { access: "signed-in" },
      schema: {
        tags: ["support"],
        summary: "Search orders, contacts and products across the caller's stores",
        description:
          `Orders by number, buyer name or e-mail (the order list's right, browse_orders), contacts by ` +
          `name or e-mail (the contact list's right) and products by name (browse_products), in every ` +
          `store where the caller holds that right (platform admins: every store; archived stores are ` +
          `left out). Per kind the first ${SUPPORT_SEARCH_LIMIT} hits, each naming its store, and the ` +
          `total; a kind the caller may list nowhere is null. A term under ${SUPPORT_SEARCH_MIN} ` +
          `characters answers 422.`,
        querystring: z.object({
          q: z.string().optional().describe(`the search term, at least ${SUPPORT_SEARCH_MIN} characters`),
        }),
        response: { 200: supportSearchResult },
      },
    },
    async (request) => {
      const term = readTerm(request.query);
      const scopes = searchScopes(currentUser(request), await memberships(ctx.db, request));
      return supportSearch(ctx.db.kysely, ctx.urls, scopes, term);
    },
  );
}
