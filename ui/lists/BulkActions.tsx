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
  readExport = false,
}: {
  children?: ReactNode;
  remove?: boolean;
  /** As the list toolbar's `readExport`: the selected rows as the list read them. */
  readExport?: boolean;
}) => {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: "delete" });
  return (
    <>
      {children}
      {readExport ? <BulkExportButton /> : <ExportCsvButton selected />}
      {remove && canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
};
