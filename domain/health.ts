/** What GET /readyz answers when this server should get no traffic, and which check failed. */
export const HEALTH_MSG = {
  notReady: "The server is not ready.",
  databaseDown: "The database does not answer.",
  storageDown: "File storage cannot be written or read back.",
} as const;
