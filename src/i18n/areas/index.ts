import * as account from "./account";
import * as dashboard from "./dashboard";
import * as shell from "./shell";
import * as stores from "./stores";

/**
 * Each area keeps its texts in its own file, so screens of different areas can grow side by
 * side; en.ts and pl.ts merge them under app.<area>.
 */
export const areasEn = { shell: shell.en, dashboard: dashboard.en, account: account.en, stores: stores.en };
export const areasPl = { shell: shell.pl, dashboard: dashboard.pl, account: account.pl, stores: stores.pl };
