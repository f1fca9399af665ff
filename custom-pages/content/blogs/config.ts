import { nameColumn, postStatusColumn, slugColumn, updatedColumn } from "../shared/columns";
import { field, nameField, seoFields, slugField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";
import type { FieldSpec } from "../shared/types";

export const postFields: FieldSpec[] = [
  { ...nameField, label: "app.content.fields.title" },
  slugField,
  field("excerpt", "textarea", "excerpt", { maxLength: 500 }),
  field("image", "picture", "image"),
  field("content", "html", "content"),
  field("published_at", "datetime", "published_at"),
  field("draft", "switch", "draft"),
  ...seoFields,
];

/** /blogs and /blog/{id}. */
export const blogsConfig: KindConfig = {
  kind: "blog",
  listPath: "/blogs",
  newPath: "/blog/create",
  editPath: (id) => `/blog/${id}`,
  columns: [nameColumn, slugColumn, postStatusColumn, updatedColumn],
  fields: postFields,
};
