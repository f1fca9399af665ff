import { resolve } from "node:path";

/** Every setting comes from the environment; README lists each with its default. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  uploadDir: string;
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
  spaDir: string;
  logLevel: string;
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
    seedDemo: (env.SEED_DEMO ?? "true") !== "false",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Merch Back Office <no-reply@localhost>",
    appSecret: env.APP_SECRET || undefined,
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    spaDir: resolve(env.SPA_DIR ?? "./dist"),
    logLevel: env.LOG_LEVEL ?? "warn",
    ...overrides,
  };
}
