import { EditBase, Navigate, useEditContext } from "react-admin";
import { useParams } from "react-router-dom";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { OrderAdminForm, OrderLoadState } from "./OrderAdminForm";
import type { OrderDetail } from "../../domain/contracts/orders";
import { RecordTimeline } from "../../ui/activity/RecordTimeline";
import { isOrderDetail } from "./types";
import { PresenceChip } from "../../providers/live/PresenceChip";

const OrderEditContent = () => {
  const { record, error } = useEditContext<OrderDetail>();
  if (!isOrderDetail(record)) return <OrderLoadState isPending={!error} error={error} />;
  return (
    <>
      <OrderAdminForm mode="edit" order={record} />
      <RecordTimeline entity="Order" id={record.id} />
    </>
  );
};

/**
 * The Order Resource's edit view (/Order/{id}; the spec's /master/admin/edit/order/{id} leads
 * here): buyer, address and lines, for platform admins only. Everyone else changes what their role
 * may (the status, shipments) on the order's show view, where they are sent.
 */
const OrderEdit = () => {
  const { id } = useParams();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <OrderLoadState isPending error={null} />;
  if (user?.is_admin !== true) return <Navigate to={`/Order/${id}/show`} replace />;
  return (
    <EditBase mutationMode="pessimistic" queryOptions={{ onError: () => undefined }}>
      <PresenceChip entity="Order" id={id} />
      <OrderEditContent />
    </EditBase>
  );
};

export default OrderEdit;
