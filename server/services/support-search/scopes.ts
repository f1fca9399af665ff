import type { User } from "../../db/schema.js";
import { isPlatformAdmin, storesWhere } from "../../auth/access.js";
import type { StoreAccess } from "../../../domain/permissions.js";
import { CONTACT_RIGHTS } from "../../../domain/contacts.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import type { SupportSearchKind } from "../../../domain/support-search.js";

/** Each kind is searched where its own list may be opened: the order list's, contact list's, product list's right. */
export const SEARCH_RIGHTS = {
  orders: RESOURCE_RIGHTS.Order.list,
  contacts: CONTACT_RIGHTS.read,
  products: RESOURCE_RIGHTS.Product.list,
} as const;

/** The stores searched per kind: null for every store (a platform admin), else the store ids. */
export type SearchScopes = Record<SupportSearchKind, number[] | null>;

export function searchScopes(user: User, memberships: Map<number, StoreAccess>): SearchScopes {
  const where = (kind: SupportSearchKind) =>
    isPlatformAdmin(user) ? null : storesWhere(memberships, SEARCH_RIGHTS[kind]);
  return { orders: where("orders"), contacts: where("contacts"), products: where("products") };
}
