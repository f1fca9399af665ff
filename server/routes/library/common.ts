import type { StoreRule } from "../../http/access.js";

export { findFile, findFolder, toFolder, type Q } from "../../services/library/entries.js";
export { toDetail, toLibraryFile } from "../../services/library/present.js";
export {
  folderDto,
  libraryDetailDto,
  libraryFileDto,
  uploadResponseDto,
} from "../../../domain/contracts/library.js";

/** The store a call acts on; without it, the active store header. */

/**
 * Who may use a store's library: its designers and product makers ("use_files": any of
 * edit_design, add_products, edit_products) in the store named by the query's website_id (or
 * `from`), else the active store. Salespeople and clients get 403, people outside the store 404.
 */
export const libraryOf = (from: StoreRule["from"] = ["query.website_id", "active"]): StoreRule => ({
  right: "use_files",
  from,
});
