import { lazy } from "react";

/**
 * The team and payment screens belong to other areas (custom-pages/store-team, payment-accounts);
 * each loads as its own chunk the first time its tab opens.
 */
export const StoreUsersTab = lazy(() => import("../store-team").then((m) => ({ default: m.StoreUsersTab })));
export const AccessLevelsSection = lazy(() =>
  import("../store-team").then((m) => ({ default: m.AccessLevelsSection })),
);
export const PaymentAccountsCard = lazy(() =>
  import("../payment-accounts").then((m) => ({ default: m.PaymentAccountsCard })),
);
