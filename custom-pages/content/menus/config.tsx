import { useTranslate } from "react-admin";
import type { ContentItem } from "../../../domain/content";
import { MENU_LOCATIONS } from "../../../domain/content";
import { countColumn, nameColumn } from "../shared/columns";
import { field, nameField } from "../shared/commonFields";
import type { KindConfig } from "../shared/KindScreens";
import type { ColumnSpec } from "../shared/types";

function Location({ value }: { value: unknown }) {
  const translate = useTranslate();
  return <>{translate(`app.content.locations.${value === "footer" ? "footer" : "header"}`)}</>;
}

const location: ColumnSpec<ContentItem> = {
  label: "app.content.columns.location",
  render: (row) => <Location value={row.data.location} />,
};

/** /menus: ordered header and footer links; a header menu replaces the page list in the store's header. */
export const menusConfig: KindConfig = {
  kind: "menu",
  listPath: "/menus",
  newPath: "/menus/create",
  editPath: (id) => `/menus/${id}`,
  columns: [nameColumn, location, countColumn("app.content.columns.links", "links")],
  fields: [
    nameField,
    field("location", "select", "location", {
      options: MENU_LOCATIONS.map((l) => ({ value: l, label: `app.content.locations.${l}` })),
    }),
    field("links", "links", "links"),
  ],
};
