import { postFields } from "../blogs/config";
import { nameColumn, postStatusColumn, slugColumn, updatedColumn } from "../shared/columns";
import type { KindConfig } from "../shared/KindScreens";

/** /news and /news/{id}: posts like the blog's, listed apart. */
export const newsConfig: KindConfig = {
  kind: "news",
  listPath: "/news",
  newPath: "/news/create",
  editPath: (id) => `/news/${id}`,
  columns: [nameColumn, slugColumn, postStatusColumn, updatedColumn],
  fields: postFields,
};
