import type { ReactNode } from "react";
import { ColumnsButton, CreateButton, FilterButton, TopToolbar } from "react-admin";
import { ExportCsvButton } from "./ExportCsvButton";

/**
 * The toolbar every Resource list shares, so bulk work looks and behaves the same everywhere:
 * filters (with saved queries), the column chooser, create (shown only where the role may
 * create) and the CSV export of the whole filtered set, streamed by the server. Area-specific buttons go in `children`.
 */
export const ListToolbar = ({
  create = true,
  filters = true,
  children,
}: {
  create?: boolean;
  filters?: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    {filters ? <FilterButton /> : null}
    <ColumnsButton />
    {children}
    {create ? <CreateButton /> : null}
    <ExportCsvButton />
  </TopToolbar>
);
