/**
 * Texts of the supplier catalogue, categories and wishlist area, under app.catalogue.* (see ./index.ts). The Polish object must have every key
 * of the English one: the type says so.
 */
export const en = {};

export const pl: typeof en = {};
