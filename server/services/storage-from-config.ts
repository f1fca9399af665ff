import type { Config } from "../config.js";
import { LocalStorage, type Storage } from "./storage.js";
import { parseStorageUrl, S3Storage } from "./storage-s3.js";

/** The storage a server or worker uses: the S3 bucket STORAGE_URL names, else the local UPLOAD_DIR. */
export function storageFromConfig(config: Config): Storage {
  return config.storageUrl
    ? new S3Storage(parseStorageUrl(config.storageUrl))
    : new LocalStorage(config.uploadDir);
}
