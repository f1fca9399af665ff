import type { ReactNode } from "react";
import { BulkDeleteButton, BulkExportButton, useCanAccess, useResourceContext } from "react-admin";
import { ExportCsvButton } from "./ExportCsvButton";

/**
 * The bulk actions every Resource list shares: the area's own (`children`), export of the
 * selected rows, and delete where the role may delete (the server checks each row again).
 */
export const BulkActions = ({
  children,
  remove = true,
  exportable = true,
  readExport = false,
  meta,
}: {
  children?: ReactNode;
  remove?: boolean;
  /** False where the server has no export of these records. */
  exportable?: boolean;
  /** As the list toolbar's `readExport`: the selected rows as the list read them. */
  readExport?: boolean;
  /** What the dataProvider needs to reach these records (as the list's `queryOptions.meta`). */
  meta?: Record<string, unknown>;
}) => {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: "delete" });
  const exportButton = readExport ? <BulkExportButton /> : <ExportCsvButton selected />;
  return (
    <>
      {children}
      {exportable ? exportButton : null}
      {remove && canDelete ? (
        <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ meta }} />
      ) : null}
    </>
  );
};
