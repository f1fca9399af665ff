import type { ReactNode } from "react";
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from "react-admin";
import { ExportCsvButton } from "./ExportCsvButton";
import { usePhone } from "../usePhone";

/**
 * The toolbar every Resource list shares, so bulk work looks and behaves the same everywhere:
 * filters (with saved queries), the column chooser, create (shown only where the role may
 * create) and the CSV export of the whole filtered set, streamed by the server. Area-specific
 * buttons go in `children`. On a phone every list is a simple list, not a table, so the column
 * chooser (which would change nothing) goes; `columns={false}` says the same of a list drawn
 * otherwise on a wide screen too (the library's cards). `readExport`: a list whose records only
 * its own read knows (no server export gives them) is exported from the rows the dataProvider
 * reads, page by page.
 */
export const ListToolbar = ({
  create = true,
  filters = true,
  columns,
  readExport = false,
  children,
}: {
  create?: boolean;
  filters?: boolean;
  columns?: boolean;
  readExport?: boolean;
  children?: ReactNode;
}) => {
  const phone = usePhone();
  return (
    <TopToolbar>
      {filters ? <FilterButton /> : null}
      {(columns ?? !phone) ? <ColumnsButton /> : null}
      {children}
      {create ? <CreateButton /> : null}
      {readExport ? <ExportButton /> : <ExportCsvButton />}
    </TopToolbar>
  );
};
