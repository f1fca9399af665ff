import type { ReactNode } from "react";
import { BulkDeleteButton, useCanAccess, useResourceContext } from "react-admin";
import { ExportCsvButton } from "./ExportCsvButton";

/**
 * The bulk actions every Resource list shares: the area's own (`children`), export of the
 * selected rows, and delete where the role may delete (the server checks each row again).
 */
export const BulkActions = ({ children, remove = true }: { children?: ReactNode; remove?: boolean }) => {
  const resource = useResourceContext();
  const { canAccess: canDelete } = useCanAccess({ resource, action: "delete" });
  return (
    <>
      {children}
      <ExportCsvButton selected />
      {remove && canDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
};
