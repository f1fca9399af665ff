/**
 * Issue 5 bench bar: the product list with a search term at 100,000 products, p99 under 50 ms
 * over HTTP. GET /api/all/website/products?term=... as the store owner in the big store.
 * The issue names no concurrency (issues 7 and 8 say "at 10 connections"), so the bar is one
 * user's latency: one connection. The same call at BENCH_CONNECTIONS clients is measured and
 * printed beside it. Needs a running server (scripts/bench.mjs measureServer) and prints one line
 * `BENCH_PRODUCT_SEARCH {json}`.
 */
import { authHeaders, httpLoad, httpSettings } from "./products-http.js";

const BAR_P99_MS = 50;
const TERM = process.env.BENCH_SEARCH_TERM ?? "sunset";

const s = httpSettings();
const url = `${s.base}/api/all/website/products?${new URLSearchParams({ term: TERM, per_page: "25", page: "1" })}`;
const headers = authHeaders(s);

const probe = await fetch(url, { headers });
const body = (await probe.json()) as { data?: unknown[]; total?: number; message?: string };
if (!probe.ok || !Array.isArray(body.data)) {
  throw new Error(`GET ${url} answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
}
console.log(`Verified: product search "${TERM}" -> ${body.total} matches, ${body.data.length} rows`);

const result = await httpLoad(url, headers, { ...s, connections: 1 });
const loaded = await httpLoad(url, headers, s);
console.log(
  `BENCH_PRODUCT_SEARCH ${JSON.stringify({
    name: "product list search (issue 5)",
    url: url.replace(s.base, ""),
    matches: body.total,
    connections: 1,
    ...result,
    atConnections: { connections: s.connections, ...loaded },
    bar: { p99BelowMs: BAR_P99_MS, connections: 1 },
    pass: result.p99 < BAR_P99_MS && result.non2xx === 0 && loaded.non2xx === 0,
  })}`,
);
