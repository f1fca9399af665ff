import { vi } from "vitest";
import type { UserDto } from "../../domain/api";
import { PERMISSION_TYPES } from "../../domain/permissions";
import type { WebsiteRecord } from "../../resources/websites/types";
import { makeWebsite } from "./fixtures";
import { stubShell, STORE } from "./shell-helpers";
import type { stubApi } from "./stubApi";

/**
 * Shared by the stores-* component tests: store rows as the list calls answer them, and the
 * shell stub with the query string of the latest call readable (stubApi routes by path only).
 */

type Handler = Parameters<typeof stubApi>[0][string];

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
/** Every URL asked for since the last stubStores. */
export const requested: URL[] = [];

/** The query parameters of every call to `path`. */
export const queriesTo = (path: string) =>
  requested.filter((url) => url.pathname === path).map((url) => url.searchParams);

export function stubStores(user: UserDto, rows: WebsiteRecord[], handlers: Record<string, Handler> = {}) {
  const stub = stubShell(user, rows, handlers);
  const routed = globalThis.fetch;
  requested.length = 0;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    requested.push(url);
    query.current = url.searchParams;
    return routed(input, init);
  });
  return stub;
}
