import type { ReactNode } from "react";
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from "react-admin";
import { ExportCsvButton } from "./ExportCsvButton";

/**
 * The toolbar every Resource list shares, so bulk work looks and behaves the same everywhere:
 * filters (with saved queries), the column chooser, create (shown only where the role may
 * create) and the CSV export of the whole filtered set, streamed by the server. Area-specific
 * buttons go in `children`. `columns={false}`: the list is not a table here (a phone's simple list),
 * so a column chooser would change nothing. `readExport`: a list whose records only its own read knows (no server
 * export gives them) is exported from the rows the dataProvider reads, page by page.
 */
export const ListToolbar = ({
  create = true,
  filters = true,
  columns = true,
  readExport = false,
  children,
}: {
  create?: boolean;
  filters?: boolean;
  columns?: boolean;
  readExport?: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    {filters ? <FilterButton /> : null}
    {columns ? <ColumnsButton /> : null}
    {children}
    {create ? <CreateButton /> : null}
    {readExport ? <ExportButton /> : <ExportCsvButton />}
  </TopToolbar>
);
