/**
 * Texts of the product list and bulk work area, under app.productList.* (see ./index.ts). The Polish object must have every key
 * of the English one: the type says so.
 */
export const en = {};

export const pl: typeof en = {};
