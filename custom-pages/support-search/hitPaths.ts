import type { UserDto } from "../../domain/api";
import type { SupportContactHit, SupportOrderHit, SupportProductHit } from "../../domain/support-search";
import { userCanAccess } from "../../providers/access";

/** A list of the resource filtered to one record, for those who may list it but not edit it. */
const listed = (resource: string, q: string) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

const mayEdit = (user: UserDto | undefined, resource: string, websiteId: number) =>
  user !== undefined && userCanAccess(user, { resource, action: "edit" }, websiteId);

export const orderPath = (hit: SupportOrderHit) => `/Order/${hit.id}/show`;

/** The contact's editor, or the contact list showing it to those who only read contacts. */
export const contactPath = (hit: SupportContactHit, user: UserDto | undefined) =>
  mayEdit(user, "Contact", hit.website_id) ? `/Contact/${hit.id}` : listed("Contact", hit.email ?? hit.name);

/** The product's editor, or the product list showing it to those who only browse products. */
export const productPath = (hit: SupportProductHit, user: UserDto | undefined) =>
  mayEdit(user, "Product", hit.website_id) ? `/products/edit/${hit.id}` : listed("Product", hit.name);
