import { toDollars } from "../../domain/money";
import { centsParse } from "../../ui/moneyInput";

/** An empty minimum order is no minimum (0 cents). */
export const minimumParse = (typed: number | string | null | undefined) => centsParse(typed) ?? 0;
export const minimumFormat = (cents: number | null | undefined) => (cents ? toDollars(cents) : "");

/** A whole number typed, or null when empty. */
export const wholeParse = (typed: number | string | null | undefined) => {
  if (typed === null || typed === undefined || String(typed).trim() === "") return null;
  const value = Number(typed);
  return Number.isFinite(value) ? value : null;
};

/** An ISO timestamp in the record, the local time a datetime-local input shows. */
export const isoParse = (local: string | null | undefined) => (local ? new Date(local).toISOString() : null);

/** 0/1 flags as switches. */
export const flagFormat = (flag: number | boolean | null | undefined) => flag === 1 || flag === true;
export const flagParse = (on: boolean) => (on ? 1 : 0);
