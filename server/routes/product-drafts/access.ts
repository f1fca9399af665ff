import type { FastifyRequest } from "fastify";
import { activeWebsiteId, currentUser } from "../../auth/guard.js";
import type { AppContext } from "../../context.js";
import type { StoreRule } from "../../http/access.js";
import { MSG } from "../../../domain/messages.js";
import type { DraftRow } from "../../services/mockups/draft-view.js";
import { loadOwnDraft } from "../../services/product-drafts/reads.js";

/** Every draft call needs add_products in the draft's store (the creator's permission). */
export const DRAFT_PERMISSION = "add_products" as const;

/**
 * Who may work on a draft: add_products in the store of the draft named by the path (`id`) or by
 * a key of the body. A draft of a store out of reach answers 404 exactly like a missing one.
 */
export function draftOf(at?: `body.${string}`): StoreRule {
  return {
    right: DRAFT_PERMISSION,
    from: at ? { record: "product_drafts", at } : { record: "product_drafts" },
    missing: MSG.notFound,
  };
}

/** Who may follow a mockup job: add_products in the store of the job's draft. */
export const MOCKUP_JOB_ACCESS = {
  right: DRAFT_PERMISSION,
  from: { record: "product_drafts", through: { table: "mockup_jobs", column: "draft_id" } },
  missing: MSG.notFound,
} as const satisfies StoreRule;

/**
 * The caller's own draft (its store was checked by the route's declaration). Someone else's, or
 * another store's than the active one, answers 404 like a missing one.
 */
export function ownDraft(ctx: AppContext, request: FastifyRequest, id: number): Promise<DraftRow> {
  return loadOwnDraft(ctx, id, currentUser(request).id, activeWebsiteId(request));
}
