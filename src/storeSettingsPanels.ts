import { lazy } from "react";
import { provideStoreSettingsPanels } from "../resources/websites/edit/panels";

// The store settings screen shows the team and payment screens of their own areas, each loaded as
// its own chunk the first time its tab opens.
provideStoreSettingsPanels({
  users: lazy(() =>
    import("../resources/invitations/store-users/StoreUsersTab").then((m) => ({ default: m.StoreUsersTab })),
  ),
  accessLevels: lazy(() =>
    import("../resources/levels/AccessLevelsSection").then((m) => ({ default: m.AccessLevelsSection })),
  ),
  payments: lazy(() =>
    import("../custom-pages/payment-accounts").then((m) => ({ default: m.PaymentAccountsCard })),
  ),
});
