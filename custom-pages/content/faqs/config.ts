import { nameColumn, updatedColumn } from "../shared/columns";
import { field, nameField, slugField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";

/** /faqs: questions and answers, shown together on the storefront's FAQ page in this order. */
export const faqsConfig: KindConfig = {
  kind: "faq",
  listPath: "/faqs",
  newPath: "/faqs/create",
  editPath: (id) => `/faqs/${id}`,
  columns: [{ ...nameColumn, label: "app.content.fields.question" }, updatedColumn],
  fields: [
    { ...nameField, label: "app.content.fields.question" },
    slugField,
    field("content", "html", "answer"),
  ],
};
