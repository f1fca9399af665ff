import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import type { ContentItem } from "../../../domain/content";
import type { ColumnSpec } from "./types";

function PostStatus({ item }: { item: ContentItem }) {
  const translate = useTranslate();
  if (item.draft) return <Chip size="small" label={translate("app.content.status.draft")} />;
  if (item.published_at && item.published_at > new Date().toISOString())
    return <Chip size="small" color="info" label={translate("app.content.status.scheduled")} />;
  return <Chip size="small" color="success" label={translate("app.content.status.published")} />;
}

function Updated({ iso }: { iso: string }) {
  return <>{new Date(iso).toLocaleDateString()}</>;
}

export const nameColumn: ColumnSpec<ContentItem> = {
  label: "app.content.columns.name",
  render: (row) => row.name,
};
export const slugColumn: ColumnSpec<ContentItem> = {
  label: "app.content.columns.slug",
  render: (row) => row.path ?? row.slug,
};
export const postStatusColumn: ColumnSpec<ContentItem> = {
  label: "app.content.columns.status",
  render: (row) => <PostStatus item={row} />,
};
export const updatedColumn: ColumnSpec<ContentItem> = {
  label: "app.content.columns.updated",
  render: (row) => <Updated iso={row.updated_at} />,
};

/** A count of a list kept in data (links, products, pictures). */
export const countColumn = (label: string, key: string): ColumnSpec<ContentItem> => ({
  label,
  render: (row) => (Array.isArray(row.data[key]) ? row.data[key].length : 0),
});
