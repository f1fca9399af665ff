import type { ContentItem } from "../../../domain/content";
import { field } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";
import type { ColumnSpec } from "../shared/types";

const to: ColumnSpec<ContentItem> = {
  label: "app.content.columns.to",
  render: (row) => (typeof row.data.redirect_url === "string" ? row.data.redirect_url : ""),
};

/** /redirects: a path of the store answering 301 to another address. */
export const redirectsConfig: KindConfig = {
  kind: "redirect",
  listPath: "/redirects",
  newPath: "/redirects/create",
  editPath: (id) => `/redirects/${id}`,
  columns: [{ label: "app.content.columns.from", render: (row) => `/${row.slug}` }, to],
  fields: [
    field("from", "text", "from", { required: true, helper: "app.content.fields.from_hint", maxLength: 101 }),
    field("to", "text", "to", { required: true, maxLength: 2000 }),
    field("name", "text", "name", { maxLength: 100 }),
  ],
};
