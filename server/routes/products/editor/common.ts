import type { FastifyRequest } from "fastify";
import { grantedStore, type StoreRule } from "../../../http/access.js";
import type { Right } from "../../../../domain/resource-rights.js";
import { MSG } from "../../../../domain/messages.js";

export const tags = ["product editor"];

/** The editor's success texts, quoted exactly. */
export const EDITOR_SUCCESS = {
  updated: "Product successfully updated",
  customFee: "Custom fee updated successfully",
  completed: "Completed successfully",
} as const;

/**
 * Who may change a product: `right` in the store of the product whose id is in the path (`id`)
 * or in a key of the body. A product of another store answers 404 exactly like a missing one.
 */
export function editableProduct(right: Right, at?: `body.${string}`): StoreRule {
  return { right, from: at ? { record: "products", at } : { record: "products" }, missing: MSG.notFound };
}

/** Whether the caller may set the editor's admin-only fields: platform admins only. */
export function editsAsAdmin(request: FastifyRequest): boolean {
  return grantedStore(request).access.isAdmin;
}
