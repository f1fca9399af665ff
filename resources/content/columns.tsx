import { useTranslate, type RaRecord } from "react-admin";
import Chip from "@mui/material/Chip";
import type { ContentItem } from "../../domain/content";
import { formatDate } from "../../ui/format";

/** A list column: the sortable field it shows (none: not sortable), its header and its cell. */
export interface ColumnSpec<T extends RaRecord = ContentItem> {
  source?: string;
  /** Translation key of the header. */
  label: string;
  render: (row: T) => React.ReactNode;
}

function PostStatus({ item }: { item: ContentItem }) {
  const translate = useTranslate();
  if (item.draft) return <Chip size="small" label={translate("app.content.status.draft")} />;
  if (item.published_at && item.published_at > new Date().toISOString())
    return <Chip size="small" color="info" label={translate("app.content.status.scheduled")} />;
  return <Chip size="small" color="success" label={translate("app.content.status.published")} />;
}

export const nameColumn: ColumnSpec = {
  source: "name",
  label: "app.content.columns.name",
  render: (row) => row.name,
};
export const slugColumn: ColumnSpec = {
  source: "slug",
  label: "app.content.columns.slug",
  render: (row) => row.path ?? row.slug,
};
export const postStatusColumn: ColumnSpec = {
  label: "app.content.columns.status",
  render: (row) => <PostStatus item={row} />,
};
export const updatedColumn: ColumnSpec = {
  source: "updated_at",
  label: "app.content.columns.updated",
  render: (row) => formatDate(row.updated_at),
};

/** A count of a list kept in data (links, products, pictures). */
export const countColumn = (label: string, key: string): ColumnSpec => ({
  label,
  render: (row) => (Array.isArray(row.data[key]) ? row.data[key].length : 0),
});
