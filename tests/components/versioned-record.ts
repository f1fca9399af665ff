import type { ApiCall, Reply } from "./api";

/**
 * A record as the server keeps a versioned one: a PUT whose If-Match is not the stored version is
 * refused (409 with the record now, as `current`); any other is saved and bumps the version.
 */
export function versionedRecord<T extends { version: number }>(initial: T) {
  let stored = initial;
  return {
    get current(): T {
      return stored;
    },
    put: (call: ApiCall): Reply => {
      if (call.headers.get("if-match") !== `"${stored.version}"`)
        return {
          status: 409,
          body: { message: "This record was changed by someone else.", current: stored },
        };
      stored = { ...stored, ...(call.body as object), version: stored.version + 1 };
      return { body: stored };
    },
  };
}
