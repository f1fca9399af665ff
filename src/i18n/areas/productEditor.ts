/**
 * Texts of the product editor and pricing area, under app.productEditor.* (see ./index.ts). The Polish object must have every key
 * of the English one: the type says so.
 */
export const en = {};

export const pl: typeof en = {};
