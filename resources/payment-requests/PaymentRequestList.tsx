import { Loading, useTranslate } from "react-admin";
import { AppList } from "../../ui/lists/AppList";
import { useActiveStoreFilter } from "../../providers/activeWebsite";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { PaymentListHeader } from "./PaymentListHeader";
import { usePaymentRequestFilters } from "./paymentRequestFilters";
import { PaymentRequestSimpleList } from "./PaymentRequestSimpleList";
import { PaymentRequestTable } from "./PaymentRequestTable";
import { PAYMENT_REQUEST_RESOURCE } from "./usePaymentsChanged";
import { usePhone } from "../../ui/usePhone";

/**
 * Payments (/payments): each order's split between the store and the platform, filtered by
 * is_request and done; platform admins see every store, or one. Store staff choose rows and send
 * them as one payment request; admins settle requests. A mailed link narrows the list to its
 * request (the hash filter, shown as a removable chip).
 */
const PaymentRequestList = () => {
  const translate = useTranslate();
  const storeFilter = useActiveStoreFilter();
  const { user, isPending: userPending } = useCurrentUser();
  const isAdmin = user?.is_admin === true;
  const filters = usePaymentRequestFilters(isAdmin);
  const small = usePhone();
  // Admins and store staff ask different lists: wait until the user is known.
  if (userPending) return <Loading />;
  return (
    <AppList
      resource={PAYMENT_REQUEST_RESOURCE}
      title={translate("app.money.payments.title")}
      filters={filters}
      // Store staff list their active store; admins every store unless the store filter names one.
      filter={isAdmin ? {} : storeFilter}
      sort={{ field: "id", order: "DESC" }}
      actions={<ListToolbar create={false} readExport />}
      empty={false}
    >
      <PaymentListHeader />
      {small ? <PaymentRequestSimpleList showStore={isAdmin} /> : <PaymentRequestTable isAdmin={isAdmin} />}
    </AppList>
  );
};

export default PaymentRequestList;
