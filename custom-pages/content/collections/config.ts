import { countColumn, nameColumn, slugColumn } from "../shared/columns";
import { field, nameField, seoFields, slugField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";

/** /collections, /collections/create and /collections/edit/{id}: a named set of products. */
export const collectionsConfig: KindConfig = {
  kind: "collection",
  listPath: "/collections",
  newPath: "/collections/create",
  editPath: (id) => `/collections/edit/${id}`,
  columns: [nameColumn, slugColumn, countColumn("app.content.columns.products", "products")],
  fields: [
    nameField,
    slugField,
    field("image", "picture", "image"),
    field("content", "html", "description"),
    field("products", "products", "products"),
    ...seoFields,
  ],
};
