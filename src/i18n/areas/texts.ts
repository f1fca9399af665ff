/**
 * The Polish texts of an area: the same keys as the English object, any text as values (some English
 * values are literal types taken from domain/, which the Polish ones must not have to repeat).
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
