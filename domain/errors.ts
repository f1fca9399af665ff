import type { ZodIssue } from "zod";
import { MSG } from "./messages.js";

/**
 * What went wrong, in the words of the business rule. Services throw these and know no HTTP;
 * only the HTTP layer turns a kind into a status.
 */
export type DomainErrorKind =
  /** The input breaks a rule; `errors` says which field and why. */
  | "invalid"
  /** The record does not exist, or is out of the caller's reach. */
  | "not_found"
  /** The caller may not do this (a permission, or a plan that does not include it). */
  | "forbidden"
  /** The records' current state does not allow it (taken, already answered, changed meanwhile). */
  | "conflict"
  /** A payment is needed and was not made (no card, a declined card). */
  | "payment_required"
  /** A file beyond its size limit. */
  | "too_large"
  /** An outside service (a payment provider) failed or is not there. */
  | "unavailable"
  /** The request itself cannot be read. */
  | "bad_request";

/** A refusal a service gives: its kind, the message shown to the user, and per-field messages. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const conflict = (message: string, errors?: Record<string, string>) =>
  new DomainError("conflict", message, errors);
export const notFound = (message: string = MSG.notFound) => new DomainError("not_found", message);
/** Bad input; the message is the first field's unless given. */
export const invalid = (errors: Record<string, string>, message?: string) =>
  new DomainError("invalid", message ?? Object.values(errors)[0] ?? MSG.invalidInput, errors);
/** The caller may not: a missing permission unless the reason is given. */
export const refused = (message: string = MSG.permissionDenied) => new DomainError("forbidden", message);
export const paymentRequired = (message: string, errors?: Record<string, string>) =>
  new DomainError("payment_required", message, errors);
export const tooLarge = (message: string) => new DomainError("too_large", message);
export const unavailable = (message: string) => new DomainError("unavailable", message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new DomainError("bad_request", message, errors);

/** First message per field, keyed by the dotted path, as the SPA shows them next to the field. */
export function fieldErrors(issues: readonly Pick<ZodIssue, "path" | "message">[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
