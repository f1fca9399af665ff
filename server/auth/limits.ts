import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import { hit, isLimited, record } from "./throttle.js";

/** Failed logins of one account count over this window, whichever IPs they come from. */
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Reset and verification mails count over this window, per address and per client IP. */
export const ACCOUNT_MAIL_WINDOW_MS = 60 * 60_000;

const loginBucket = (email: string) => `login-account:${email}`;

/**
 * True once an account has had LOGIN_ACCOUNT_LIMIT failed logins within the window: further
 * attempts are refused, even with the right password, so guessing from many IPs gains nothing.
 */
export function accountLoginLimited(db: Db, config: Config, email: string): Promise<boolean> {
  return isLimited(db, loginBucket(email), config.loginAccountLimit, LOGIN_ACCOUNT_WINDOW_MS);
}

/** Counted by address whether or not an account has it, so the limit reveals no accounts. */
export function countFailedLogin(db: Db, email: string): Promise<void> {
  return record(db, loginBucket(email));
}

/**
 * Whether a reset or verification mail may go out: at most MAIL_IP_LIMIT per client IP and
 * MAIL_ADDRESS_LIMIT per address within the window, counted whether or not the address has an
 * account. Over the limit the caller answers as usual and sends nothing.
 */
export async function mayMailAccountLink(
  db: Db,
  config: Config,
  email: string,
  ip: string,
): Promise<boolean> {
  return (
    (await hit(db, `account-mail-ip:${ip}`, config.mailIpLimit, ACCOUNT_MAIL_WINDOW_MS)) &&
    (await hit(db, `account-mail-address:${email}`, config.mailAddressLimit, ACCOUNT_MAIL_WINDOW_MS))
  );
}
