/**
 * Texts of the store team and payment accounts area, under app.team.* (see ./index.ts). The Polish object must have every key
 * of the English one: the type says so.
 */
export const en = {};

export const pl: typeof en = {};
