import { catalogueActions } from "./catalogue";
import { productCreatorActions } from "./productCreator";
import { contactsActions } from "./contacts";
import { contentActions } from "./content";
import { discountsActions } from "./discounts";
import { giftCardProductsActions } from "./giftCardProducts";
import { giftCardsActions } from "./giftCards";
import { inventoryDialogsActions } from "./inventoryDialogs";
import { ordersActions } from "./orders";
import { paymentAccountsActions } from "./paymentAccounts";
import { paymentRequestsActions } from "./paymentRequests";
import { shipmentsActions } from "./shipments";
import { storeDesignerActions } from "./storeDesigner";
import { fileLibraryActions } from "./fileLibrary";
import { productEditorActions } from "./productEditor";

/**
 * The API's actions beyond list/read/create/update/delete (launch a store, invite, request a
 * payout...), one module per area, each calling the one transport in `../httpClient`. They are
 * the dataProvider's custom methods: screens reach them with `useAppDataProvider()`, never the
 * HTTP client.
 */
export const actions = {
  ...catalogueActions,
  ...productCreatorActions,
  ...productEditorActions,
  ...fileLibraryActions,
  ...contentActions,
  ...ordersActions,
  ...discountsActions,
  ...paymentAccountsActions,
  ...storeDesignerActions,
  ...shipmentsActions,
  ...paymentRequestsActions,
  ...contactsActions,
  ...giftCardsActions,
  ...giftCardProductsActions,
  ...inventoryDialogsActions,
};
