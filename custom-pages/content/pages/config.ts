import { nameColumn, slugColumn, updatedColumn } from "../shared/columns";
import { field, nameField, seoFields, slugField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";

/** /pages: the store's plain pages and its home page; their sections are laid out in the design editor. */
export const pagesConfig: KindConfig = {
  kind: "page",
  listPath: "/pages",
  newPath: "/pages/create",
  editPath: (id) => `/pages/${id}`,
  columns: [nameColumn, slugColumn, updatedColumn],
  fields: [
    nameField,
    slugField,
    field("home", "switch", "home"),
    field("hidden", "switch", "hidden"),
    field("content", "html", "content"),
    ...seoFields,
  ],
};
