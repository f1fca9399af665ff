import { toCents, toDollars } from "../domain/money";

/**
 * A react-admin NumberInput over cents: the record keeps cents, the user types dollars
 * (NumberInput hands its parse a number, or the text when it is not one).
 */
export const centsFormat = (cents: number | null | undefined) => toDollars(cents ?? null);
export const centsParse = (typed: number | string | null | undefined) =>
  typed === null || typed === undefined ? null : toCents(String(typed));
