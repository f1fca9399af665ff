/** App paths that screens of several areas link to. */

/** The role help screen: what each role can do. */
export const ROLE_HELP_PATH = "/roles";

/** The search across the stores (orders, contacts, products); the app bar's box leads here. */
export const STORE_SEARCH_PATH = "/search";

export const storeSearchPath = (q: string) => `${STORE_SEARCH_PATH}?q=${encodeURIComponent(q)}`;
