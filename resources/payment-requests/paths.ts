import { PAYMENT_REQUEST_RESOURCE } from "./usePaymentsChanged";

/** The PaymentRequest Resource's list. */
export const PAYMENT_REQUEST_PATH = `/${PAYMENT_REQUEST_RESOURCE}`;

/** The list narrowed to one request (its hash), as react-admin keeps filters in the URL. */
export const requestListPath = (hash: string) =>
  `${PAYMENT_REQUEST_PATH}?${new URLSearchParams({ filter: JSON.stringify({ hash }) }).toString()}`;
