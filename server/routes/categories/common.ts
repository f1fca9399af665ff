import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { fieldErrors, invalid } from "../../errors.js";
import { CATALOGUE_MSG, MSG } from "../../../domain/messages.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import type { Scope } from "../../services/categories/rules.js";
import type { StoreRule } from "../../http/access.js";

export { categoryNodeDto } from "../../../domain/contracts/categories.js";

/** Validates a body with "Fields are invalid" and the field errors. */
export function parseOr422<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(fieldErrors(result.error.issues), CATALOGUE_MSG.fieldsInvalid);
  return result.data;
}

/**
 * Who may create or reorder categories: the Category right in the store of `website_id`, or the
 * active store when it is absent; `website_id: null` names the platform's catalogue (admins only).
 */
export function categoryScope(action: "create" | "update", given: "body" | "form" = "body"): StoreRule {
  return {
    right: RESOURCE_RIGHTS.Category[action],
    from: [{ orPlatform: `${given}.website_id` }, "active"],
    missing: MSG.websiteNotFound,
  };
}

/** The scope a category route acts in, as its declaration granted it: a store, or null for the platform. */
export function grantedScope(request: FastifyRequest): Scope {
  return request.granted?.website.id ?? null;
}

/**
 * Who may change the category named by the path: the Category right in its store; a platform
 * category (no store), platform admins only. Another store's answers 404 exactly like a missing one.
 */
export function editableCategory(action: "update" | "delete"): StoreRule {
  return { right: RESOURCE_RIGHTS.Category[action], from: { record: "categories" } };
}

/** A row as the category routes answer it, and rows as the tree. */
export { categoryNode as toNode, categoryTree as buildTree } from "../../../domain/contracts/categories.js";
