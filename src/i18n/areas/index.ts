import * as account from "./account";
import * as admin from "./admin";
import * as money from "./money";
import * as catalogue from "./catalogue";
import * as content from "./content";
import * as dashboard from "./dashboard";
import * as library from "./library";
import * as orders from "./orders";
import * as productCreator from "./productCreator";
import * as productEditor from "./productEditor";
import * as productList from "./productList";
import * as shell from "./shell";
import * as storeSettings from "./storeSettings";
import * as stores from "./stores";
import * as storeDesigner from "./storeDesigner";
import * as team from "./team";
import * as storeSearch from "./storeSearch";
import * as revisions from "./revisions";
import * as activity from "./activity";
import * as live from "./live";

/**
 * Each area keeps its texts in its own file, so screens of different areas can grow side by
 * side; en.ts and pl.ts merge them under app.<area>.
 */
export const areasEn = {
  money: money.en,
  admin: admin.en,
  shell: shell.en,
  dashboard: dashboard.en,
  account: account.en,
  stores: stores.en,
  storeSettings: storeSettings.en,
  team: team.en,
  catalogue: catalogue.en,
  productEditor: productEditor.en,
  productCreator: productCreator.en,
  productList: productList.en,
  library: library.en,
  orders: orders.en,
  content: content.en,
  storeDesigner: storeDesigner.en,
  storeSearch: storeSearch.en,
  revisions: revisions.en,
  activity: activity.en,
  live: live.en,
};
export const areasPl = {
  money: money.pl,
  admin: admin.pl,
  shell: shell.pl,
  dashboard: dashboard.pl,
  account: account.pl,
  stores: stores.pl,
  storeSettings: storeSettings.pl,
  team: team.pl,
  catalogue: catalogue.pl,
  productEditor: productEditor.pl,
  productCreator: productCreator.pl,
  productList: productList.pl,
  library: library.pl,
  orders: orders.pl,
  content: content.pl,
  storeDesigner: storeDesigner.pl,
  storeSearch: storeSearch.pl,
  revisions: revisions.pl,
  activity: activity.pl,
  live: live.pl,
};
