import type { Config } from "./config.js";
import type { Db } from "./db/types.js";
import type { EventBus } from "./events/bus.js";
import type { Mailer } from "./services/mail.js";
import type { FileUrls, Storage } from "./services/storage.js";

/** What every route file is given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  urls: FileUrls;
  /** APP_SECRET, or the key generated once per data directory: signs file URLs, seals SMTP passwords. */
  secret: string;
  mailer: Mailer;
  /** Events every app server on the database hears (this one too); closed with the app. */
  events: EventBus;
}
