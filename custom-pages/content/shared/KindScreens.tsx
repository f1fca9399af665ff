import { useMemo } from "react";
import { useParams } from "react-router-dom";
import type { ContentItem, ContentKind } from "../../../domain/content";
import { ContentEditPage } from "./ContentEditPage";
import { ContentListPage } from "./ContentListPage";
import { itemEditSource, itemListSource } from "./itemSource";
import type { ColumnSpec, FieldSpec } from "./types";
import { asString } from "./values";

/** One content resource kept as pages: its paths, list columns and editor fields. */
export interface KindConfig {
  kind: ContentKind;
  listPath: string;
  newPath: string;
  editPath: (id: number) => string;
  fields: FieldSpec[];
  columns: ColumnSpec<ContentItem>[];
}

export function KindList({ config }: { config: KindConfig }) {
  const source = useMemo(() => itemListSource(config.kind), [config.kind]);
  return (
    <ContentListPage
      title={`app.content.titles.${config.kind}`}
      newLabel={`app.content.new_item.${config.kind}`}
      newPath={config.newPath}
      editPath={(row) => config.editPath(row.id)}
      source={source}
      columns={config.columns}
    />
  );
}

/** The editor at the config's edit path; "create" (or no id) makes a new record. */
export function KindEdit({ config }: { config: KindConfig }) {
  const { id } = useParams();
  const source = useMemo(() => itemEditSource(config.kind), [config.kind]);
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditPage
      key={id ?? "create"}
      id={numeric}
      listTitle={`app.content.titles.${config.kind}`}
      newTitle={`app.content.new_item.${config.kind}`}
      listPath={config.listPath}
      fields={config.fields}
      source={source}
      name={(values) => asString(values.name)}
    />
  );
}
