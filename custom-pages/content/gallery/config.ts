import { countColumn, nameColumn, slugColumn } from "../shared/columns";
import { field, nameField, slugField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";

/** /gallery: albums of pictures from the file library. */
export const galleryConfig: KindConfig = {
  kind: "gallery",
  listPath: "/gallery",
  newPath: "/gallery/create",
  editPath: (id) => `/gallery/${id}`,
  columns: [nameColumn, slugColumn, countColumn("app.content.columns.images", "images")],
  fields: [nameField, slugField, field("images", "images", "images")],
};
