import type { StoreRule } from "../../http/access.js";

/**
 * Managing a store's team is part of its settings (/websites/{id} needs edit_settings, and the
 * Store Users tab lives there). Owners, company admins, store admins and platform admins hold it;
 * a non-member gets 404, a member without it 403.
 */
export function manageStoreOf(from: StoreRule["from"], missing?: string): StoreRule {
  return { right: "edit_settings", from, ...(missing ? { missing } : {}) };
}
