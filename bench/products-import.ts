/**
 * Issue 5 bench bar: a CSV import of 10,000 products completes in under 20 s with progress
 * reported while it writes (the import job followed as the SPA does), and a failing file leaves no
 * rows. Runs against a running server
 * (scripts/bench.mjs measureServer) in one of the owner's stores other than the big one, then
 * removes what it imported, so the bench database stays as seeded. Prints one line
 * `BENCH_PRODUCT_IMPORT {json}`.
 */
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { authHeaders, httpSettings } from "./products-http.js";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BAR_SECONDS = 20;
const s = httpSettings();
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error("BENCH_DATA_DIR is required.");

const auth = { authorization: `Bearer ${s.token}` };
const stores = (await (await fetch(`${s.base}/api/websites`, { headers: auth })).json()) as { id: number }[];
const store = stores.find((w) => w.id !== s.websiteId)?.id;
if (store === undefined) throw new Error("The owner has no store besides the big one to import into.");
const headers = authHeaders(s, store);
const prefix = `bench-import-${Date.now().toString(36)}`;

function csv(badLast: boolean): Blob {
  const lines = ["name,slug,price,published"];
  for (let i = 0; i < ROWS; i++) {
    const name = badLast && i === ROWS - 1 ? "" : `Bench Import Tee ${i}`;
    lines.push(`${name},${prefix}-${i},999.00,${i % 2}`);
  }
  return new Blob([`${lines.join("\n")}\n`], { type: "text/csv" });
}

async function storeTotal(): Promise<number> {
  const response = await fetch(`${s.base}/api/all/website/products?per_page=1`, { headers });
  return ((await response.json()) as { total: number }).total;
}

async function send(file: Blob) {
  const form = new FormData();
  form.append("file", file, "products.csv");
  const started = performance.now();
  const response = await fetch(`${s.base}/api/products/import`, { method: "POST", headers, body: form });
  if (response.status !== 202) {
    const body = (await response.json()) as { errors?: Record<string, string> };
    return {
      status: response.status,
      seconds: (performance.now() - started) / 1000,
      errors: body.errors ?? {},
    };
  }
  // The import job is followed the way the SPA's bar follows it: its state every 500 ms.
  type Job = { id: number; status: string; done: number; created?: number };
  let job = (await response.json()) as Job;
  const progress: { done: number; atSeconds: number }[] = [];
  while (job.status !== "done" && job.status !== "dead") {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = (await (await fetch(`${s.base}/api/imports/${job.id}`, { headers })).json()) as Job;
    progress.push({ done: job.done, atSeconds: (performance.now() - started) / 1000 });
  }
  return { status: 202, seconds: (performance.now() - started) / 1000, progress, last: job };
}

const before = await storeTotal();
const failing = await send(csv(true));
const afterFailing = await storeTotal();
console.log(
  `Failing file: ${failing.status} in ${failing.seconds.toFixed(2)} s; store total ${before} -> ${afterFailing}`,
);

const good = await send(csv(false));
const afterGood = await storeTotal();
console.log(
  `Good file: ${good.status} in ${good.seconds.toFixed(2)} s; store total ${afterFailing} -> ${afterGood}`,
);

// Leave the bench database as seeded: the next run reuses it.
const sqlite = new SqliteDatabase(join(dataDir, "app.sqlite"));
const removed = sqlite
  .prepare("DELETE FROM products WHERE website_id = ? AND slug LIKE ?")
  .run(store, `${prefix}-%`).changes;
sqlite.close();

const progressLines = good.status === 202 && "progress" in good ? (good.progress ?? []).length : 0;
const created = good.status === 202 && "last" in good ? (good.last?.created ?? 0) : 0;
const result = {
  name: "product CSV import (issue 5)",
  rows: ROWS,
  seconds: Math.round(good.seconds * 100) / 100,
  created,
  progressLines,
  failingFile: { status: failing.status, rowsLeft: afterFailing - before },
  removedAfterwards: removed,
  bar: { secondsBelow: BAR_SECONDS },
  pass:
    good.status === 202 &&
    created === ROWS &&
    good.seconds < BAR_SECONDS &&
    progressLines > 1 &&
    failing.status === 422 &&
    afterFailing === before,
};
console.log(`BENCH_PRODUCT_IMPORT ${JSON.stringify(result)}`);
