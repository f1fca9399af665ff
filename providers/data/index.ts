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

/** The API's custom actions, one module per area; method names are unique across modules. */
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
