import type { UserDto } from "../../domain/api";
import { PERMISSION_TYPES } from "../../domain/permissions";
import type { WebsiteRecord } from "../../domain/contracts/websites";
import { makeWebsite } from "./fixtures";
import { stubShell, STORE } from "./shell-helpers";
import type { ApiCall, Handler } from "./api";

/**
 * Shared by the stores-* component tests: store rows as the list calls answer them, and the
 * shell stub with the query string of the latest call readable (answerApi routes by path only).
 */

export function storeRow(overrides: Partial<WebsiteRecord> = {}): WebsiteRecord {
  const base = makeWebsite({ id: STORE, name: "Acme Merch", permissions: [...PERMISSION_TYPES] });
  const link = overrides.link ?? base.link;
  return {
    ...base,
    link,
    linkToWebsite: `http://localhost:3000/store/${link}`,
    domain: null,
    archived_at: null,
    ...overrides,
  };
}

export const page = (rows: WebsiteRecord[]) => ({
  body: { data: rows, total: rows.length, current_page: 1, last_page: 1, per_page: 10_000 },
});

/** The query parameters of the call being answered. */
export const query = { current: new URLSearchParams() };
/** Every call since the last stubStores. */
let requested: ApiCall[] = [];

/** The query parameters of every call to `path`. */
export const queriesTo = (path: string) =>
  requested.filter((call) => call.path === path).map((call) => call.query);

export function stubStores(user: UserDto, rows: WebsiteRecord[], handlers: Record<string, Handler> = {}) {
  const answering = Object.fromEntries(
    Object.entries(handlers).map(([key, handler]): [string, Handler] => [
      key,
      (call) => {
        query.current = call.query;
        return handler(call);
      },
    ]),
  );
  const stub = stubShell(user, rows, answering);
  requested = stub.calls;
  return stub;
}
