import { accountActions } from "./account";
import { adminPanelActions } from "./adminPanel";
import { authActions } from "./auth";
import { catalogueActions } from "./catalogue";
import { categoriesActions } from "./categories";
import { contactsActions } from "./contacts";
import { contentActions } from "./content";
import { discountsActions } from "./discounts";
import { fileLibraryActions } from "./fileLibrary";
import { giftCardProductsActions } from "./giftCardProducts";
import { giftCardsActions } from "./giftCards";
import { inventoryDialogsActions } from "./inventoryDialogs";
import { listExportActions, listsActions } from "./lists";
import { liveActions } from "./live";
import { notificationsActions } from "./notifications";
import { orderListActions } from "./orderList";
import { ordersActions } from "./orders";
import { paymentAccountsActions } from "./paymentAccounts";
import { paymentRequestsActions } from "./paymentRequests";
import { productCreatorActions } from "./productCreator";
import { productEditorActions } from "./productEditor";
import { productListActions } from "./productList";
import { revisionsActions } from "./revisions";
import { searchActions } from "./search";
import { shellActions } from "./shell";
import { storeDesignerActions } from "./storeDesigner";
import { storeHelpActions } from "./storeHelp";
import { storeSettingsActions } from "./storeSettings";
import { storeTeamActions } from "./storeTeam";
import { websitesActions } from "./websites";

/**
 * The API's actions beyond list/read/create/update/delete (launch a store, invite, request a
 * payout...), one module per area, each calling the one transport in `../httpClient`. They are
 * the dataProvider's custom methods: screens reach them with `useAppDataProvider()`, never the
 * HTTP client. Method names are unique across modules (a unit test holds them to it).
 */
export const actions = {
  ...storeSettingsActions,
  ...websitesActions,
  ...storeTeamActions,
  ...accountActions,
  ...adminPanelActions,
  ...listsActions,
  ...listExportActions,
  ...productListActions,
  ...shellActions,
  ...notificationsActions,
  ...orderListActions,
  ...authActions,
  ...storeHelpActions,
  ...catalogueActions,
  ...categoriesActions,
  ...productCreatorActions,
  ...productEditorActions,
  ...fileLibraryActions,
  ...contentActions,
  ...ordersActions,
  ...discountsActions,
  ...paymentAccountsActions,
  ...storeDesignerActions,
  ...revisionsActions,
  ...paymentRequestsActions,
  ...contactsActions,
  ...giftCardsActions,
  ...giftCardProductsActions,
  ...inventoryDialogsActions,
  ...searchActions,
  ...liveActions,
};

