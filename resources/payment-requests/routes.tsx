import type { ReactElement } from "react";
import { Navigate, Route, useSearchParams } from "react-router-dom";
import { PAYMENT_REQUEST_PATH, requestListPath } from "./paths";

/**
 * /payments, also the mailed /payments?hash=… link: the PaymentRequest list, narrowed to that
 * request when a hash is given.
 */
const PaymentsRedirect = () => {
  const [params] = useSearchParams();
  const hash = params.get("hash");
  return <Navigate to={hash ? requestListPath(hash) : PAYMENT_REQUEST_PATH} replace />;
};

/** The spec's payments path leads to the Resource (src/routes.tsx renders it inside the layout). */
export const paymentRequestRoutes: ReactElement[] = [
  <Route key="/payments" path="/payments" element={<PaymentsRedirect />} />,
];
