import { z } from "zod";

const email = z.email();

/** The same check as the server's email field, so an obvious typo is caught before the call. */
export function emailValid(value: string): boolean {
  return email.safeParse(value.trim().toLowerCase()).success;
}
