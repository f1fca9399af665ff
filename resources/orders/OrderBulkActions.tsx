import DoneAllIcon from "@mui/icons-material/DoneAll";
import { BulkDeleteButton, BulkUpdateButton, useCanAccess } from "react-admin";
import { BulkActions } from "../../ui/lists/BulkActions";

/**
 * Bulk work on the picked orders: mark them completed (a status change: full_admin_access), export
 * them, and delete them (each canceled and archived: the store owner), after the delete question.
 */
export const OrderBulkActions = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: "Order", action: "edit" });
  const { canAccess: canDelete } = useCanAccess({ resource: "Order", action: "delete" });
  return (
    <BulkActions remove={false}>
      {canEdit ? (
        <BulkUpdateButton
          data={{ status: "completed" }}
          label="app.orders.bulk.complete"
          icon={<DoneAllIcon />}
          mutationMode="pessimistic"
          confirmTitle="app.orders.bulk.complete_title"
          confirmContent="app.orders.bulk.complete_confirm"
        />
      ) : null}
      {canDelete ? (
        <BulkDeleteButton
          mutationMode="pessimistic"
          confirmTitle="app.orders.bulk.delete_title"
          confirmContent="app.orders.delete_confirm"
        />
      ) : null}
    </BulkActions>
  );
};
