import { accountActions } from "./account";
import { adminPanelActions } from "./adminPanel";
import { authActions } from "./auth";
import { listsActions } from "./lists";
import { notificationsActions } from "./notifications";
import { orderListActions } from "./orderList";
import { productListActions } from "./productList";
import { shellActions } from "./shell";
import { storeHelpActions } from "./storeHelp";
import { storeSettingsActions } from "./storeSettings";
import { storeTeamActions } from "./storeTeam";
import { websitesActions } from "./websites";

/**
 * The API's actions beyond list/read/create/update/delete (launch a store, invite, request a
 * payout...), one module per area, each calling the one transport in `../httpClient`. They are
 * the dataProvider's custom methods: screens reach them with `useAppDataProvider()`, never the
 * HTTP client. Method names are unique across modules.
 */
export const actions = {
  ...storeSettingsActions,
  ...websitesActions,
  ...storeTeamActions,
  ...accountActions,
  ...adminPanelActions,
  ...listsActions,
  ...productListActions,
  ...shellActions,
  ...notificationsActions,
  ...orderListActions,
  ...authActions,
  ...storeHelpActions,
};
