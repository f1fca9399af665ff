import { resolve } from "node:path";
import { DEFAULT_ACTIVITY_RETENTION_DAYS } from "../domain/activity.js";

/** Every setting comes from the environment; README lists each with its default. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  uploadDir: string;
  /** s3://bucket[/prefix]?endpoint=...: files in S3-compatible object storage instead of uploadDir. */
  storageUrl: string | undefined;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** HMAC key for signed file URLs; generated per data dir when not given. */
  appSecret: string | undefined;
  sessionDays: number;
  loginRateLimit: number;
  /** Failed logins per e-mail address within 15 minutes before that account answers 429, from any IP. */
  loginAccountLimit: number;
  /** Reset and verification mails per address, and per client IP, within an hour; more are not sent. */
  mailAddressLimit: number;
  mailIpLimit: number;
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy); false trusts none. */
  trustProxy: TrustProxy;
  spaDir: string;
  /** Tests: a response whose status its route's schema does not declare becomes a 500 naming it. */
  strictResponseStatuses: boolean;
  /** Origins that may show the SPA in a frame (its embedded mode); empty: none may. */
  spaFrameAncestors: string;
  logLevel: string;
  /** How often pending card checkouts are reconciled, and how old one must be to count as stuck. */
  checkoutReconcileMs: number;
  checkoutReconcileAfterMs: number;
  /**
   * Durable jobs (mockup rendering) this process works at once; 0: it only serves HTTP and
   * leaves jobs to other servers or to `npm run worker`.
   */
  workers: number;
  /** A fault the tests inject (e.g. "crash-after-charge"); honoured only when NODE_ENV is "test". */
  testFault: string | undefined;
  /** Activity trail events older than this many days are deleted by the hourly retention job. */
  activityRetentionDays: number;
}

export type TrustProxy = boolean | string[];

/**
 * TRUST_PROXY: "true" (trust every hop; only behind a proxy that overwrites X-Forwarded-For),
 * "false", or a comma-separated list of proxy addresses and CIDRs, as Fastify's trustProxy takes
 * them. Unset trusts no proxy: a client's own X-Forwarded-For must never choose the IP that
 * rate limits count. A hop count is refused: Fastify 5 ignores it and would trust no proxy.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text}: give the proxy addresses or CIDRs (e.g. 10.0.0.0/8), not a hop count`,
    );
  }
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** WORKERS: a whole number of jobs run at once, 0 or more; unset: 1. */
export function parseWorkers(value: string | undefined): number {
  const text = (value ?? "").trim();
  if (text === "") return 1;
  if (!/^\d+$/.test(text)) throw new Error(`WORKERS=${text}: give a whole number, 0 or more`);
  return Number(text);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: resolve(dataDir, "app.sqlite"),
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(dataDir, "uploads")),
    storageUrl: env.STORAGE_URL || undefined,
    seedDemo: (env.SEED_DEMO ?? "true") !== "false",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Merch Back Office <no-reply@localhost>",
    appSecret: env.APP_SECRET || undefined,
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    loginAccountLimit: Number(env.LOGIN_ACCOUNT_LIMIT ?? 10),
    mailAddressLimit: Number(env.MAIL_ADDRESS_LIMIT ?? 5),
    mailIpLimit: Number(env.MAIL_IP_LIMIT ?? 20),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    spaDir: resolve(env.SPA_DIR ?? "./dist"),
    spaFrameAncestors: env.SPA_FRAME_ANCESTORS ?? "",
    logLevel: env.LOG_LEVEL ?? "warn",
    strictResponseStatuses: false,
    checkoutReconcileMs: Number(env.CHECKOUT_RECONCILE_SECONDS ?? 60) * 1000,
    checkoutReconcileAfterMs: Number(env.CHECKOUT_RECONCILE_AFTER ?? 300) * 1000,
    workers: parseWorkers(env.WORKERS),
    testFault: env.NODE_ENV === "test" ? env.TEST_FAULT || undefined : undefined,
    activityRetentionDays: Number(env.ACTIVITY_RETENTION_DAYS ?? DEFAULT_ACTIVITY_RETENTION_DAYS),
    ...overrides,
  };
}
