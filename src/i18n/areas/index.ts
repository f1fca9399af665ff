import * as account from "./account";
import * as catalogue from "./catalogue";
import * as dashboard from "./dashboard";
import * as productEditor from "./productEditor";
import * as productList from "./productList";
import * as shell from "./shell";
import * as storeSettings from "./storeSettings";
import * as stores from "./stores";
import * as team from "./team";

/**
 * Each area keeps its texts in its own file, so screens of different areas can grow side by
 * side; en.ts and pl.ts merge them under app.<area>.
 */
export const areasEn = {
  shell: shell.en,
  dashboard: dashboard.en,
  account: account.en,
  stores: stores.en,
  storeSettings: storeSettings.en,
  team: team.en,
  catalogue: catalogue.en,
  productEditor: productEditor.en,
  productList: productList.en,
};
export const areasPl = {
  shell: shell.pl,
  dashboard: dashboard.pl,
  account: account.pl,
  stores: stores.pl,
  storeSettings: storeSettings.pl,
  team: team.pl,
  catalogue: catalogue.pl,
  productEditor: productEditor.pl,
  productList: productList.pl,
};
