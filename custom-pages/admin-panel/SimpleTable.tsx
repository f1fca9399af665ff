import { useState } from "react";
import { useTranslate } from "react-admin";
import { PagedTable, type Column } from "../../ui/lists/PagedTable";
import { usePageQuery } from "../../ui/lists/usePageQuery";
import { SearchField } from "../../ui/lists/SearchField";
import { usePaging } from "../../ui/lists/usePaging";
import type { Page } from "../../ui/lists/types";

/** A paged, searchable admin list read from one endpoint (stores, level users). */
export function SimpleTable<T>({
  path,
  searchParam,
  label,
  empty,
  columns,
  rowKey,
}: {
  path: string;
  searchParam: string;
  label: string;
  /** Translation key said when nothing matches. */
  empty: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  const translate = useTranslate();
  const [term, setTerm] = useState("");
  const paging = usePaging();
  const query = usePageQuery<Page<T>>(["admin-panel", path], path, {
    page: paging.page,
    per_page: paging.perPage,
    [searchParam]: term.trim(),
  });
  return (
    <>
      <SearchField
        label={translate("app.money.common.search")}
        value={term}
        onChange={setTerm}
        paging={paging}
        sx={{ mb: 2 }}
      />
      <PagedTable
        label={label}
        query={query}
        paging={paging}
        rowKey={rowKey}
        empty={empty}
        error="app.admin.load_error"
        retry="app.admin.retry"
        columns={columns}
      />
    </>
  );
}
