/**
 * Issue 7's bar: a storefront home page listing 100 published products renders at p99 under
 * 30 ms at 10 connections. Self-contained: its own SQLite database in a temp directory (one
 * launched store, 100 published products with colours, a home page of banner + products +
 * image-text), the app served from this process, and autocannon run as a child process so the
 * load generator does not share the server's event loop. Also measures the uncached render
 * (cache invalidated before every request, one connection) so a cache regression cannot hide.
 *
 * Prints one line `BENCH_STOREFRONT {json}` (scripts/bench.mjs reads it through runTs) and
 * exits 1 when the bar is missed.
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { newSectionId } from "../domain/sections.js";
import { buildApp } from "../server/app.js";
import { loadConfig } from "../server/config.js";
import { toJson } from "../server/db/json.js";
import { openDb } from "../server/db/kysely.js";
import { migrate } from "../server/db/migrate.js";
import { invalidateStorefront } from "../server/storefront/cache.js";
import { percentile } from "./lib/timing.js";
import { autocannonChild } from "./lib/autocannon-child.js";

const P99_LIMIT_MS = 30;
const PRODUCTS = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "storefront-bench-"));
  const config = loadConfig(
    {},
    {
      dataDir: dir,
      sqliteFile: join(dir, "app.sqlite"),
      uploadDir: join(dir, "uploads"),
      appSecret: "bench-secret",
      logLevel: "warn",
      spaDir: join(dir, "no-spa"),
    },
  );
  const db = openDb({ sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    const k = db.kysely;
    const now = new Date().toISOString();
    const user = await k
      .insertInto("users")
      .values({ name: "Bench Owner", email: "bench@example.com", password_hash: "x", updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const store = await k
      .insertInto("websites")
      .values({
        user_id: user.id,
        name: "Bench Store",
        link: "bench-store",
        is_launched: 1,
        launched_at: now,
        limits: toJson({}),
        data: toJson({ seo: { title: "Bench Store", description: "The storefront bench." } }),
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let i = 0; i < PRODUCTS + 20; i++) {
      // 20 extra products that must not show: switched off or not yet in their window.
      const hidden = i >= PRODUCTS;
      const product = await k
        .insertInto("products")
        .values({
          website_id: store.id,
          name: `Bench Tee ${String(i).padStart(3, "0")}`,
          slug: `bench-tee-${i}`,
          price: 1500 + ((i * 37) % 2500),
          available: hidden && i % 2 === 0 ? 0 : 1,
          published_from: hidden && i % 2 === 1 ? "2999-01-01T00:00:00.000Z" : null,
          sort_order: i,
          preview_photo: `public/catalogue/bench/${i}.png`,
          data: toJson({}),
          created_at: new Date(Date.now() - i * 60_000).toISOString(),
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await k
        .insertInto("product_variants")
        .values(
          ["Black", "White", "Navy"].map((color, c) => ({
            id: `bench${i}x${c}`.padEnd(20, "0"),
            product_id: product.id,
            sku: `B-${i}-${c}`,
            color,
            color_swatch: ["#111111", "#ffffff", "#1f2a44"][c]!,
            size: "M",
            attributes: toJson({}),
            generated_photos: toJson([]),
          })),
        )
        .execute();
    }
    await k
      .insertInto("pages")
      .values({
        website_id: store.id,
        type: "home",
        name: "Home",
        slug: "home",
        sort_order: 0,
        sections: toJson([
          { id: newSectionId(), type: "banner", data: { url: "public/banners/bench.png" } },
          {
            id: newSectionId(),
            type: "products",
            data: { title: "All tees", limit: PRODUCTS, row_limit: 4, sort_by: "Position" },
          },
          {
            id: newSectionId(),
            type: "image-text",
            data: { text: "<h2>About</h2><p>Printed to order.</p>" },
          },
        ]),
        data: toJson({}),
        created_at: now,
        updated_at: now,
      })
      .execute();

    const app = await buildApp(config, db);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/store/bench-store/`;
    try {
      const first = await fetch(url);
      const html = await first.text();
      const cards = html.match(/<li class="card"/g)?.length ?? 0;
      if (first.status !== 200 || cards !== PRODUCTS)
        throw new Error(
          `${url} answered ${first.status} with ${cards} products; expected 200 with ${PRODUCTS}.`,
        );

      // Uncached: every request renders (store, pages, 100 products and their colours).
      const cold: number[] = [];
      for (let i = 0; i < 200; i++) {
        await invalidateStorefront(app.ctx.events, store.id);
        const t0 = performance.now();
        const res = await app.inject({ method: "GET", url: "/store/bench-store/" });
        cold.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`uncached render answered ${res.statusCode}`);
      }
      cold.sort((a, b) => a - b);

      if (warmup > 0) await autocannonChild({ url, connections, seconds: warmup });
      const r = await autocannonChild({ url, connections, seconds });
      const round = (n: number) => Math.round(n * 100) / 100;
      const result = {
        name: "storefront home (100 products)",
        url: "/store/bench-store/",
        connections,
        seconds,
        rps: round(r.requests.average),
        requests: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        non2xx: r.non2xx,
        errors: r.errors,
        uncached: {
          p50: round(percentile(cold, 50)),
          p99: round(percentile(cold, 99)),
          requests: cold.length,
        },
        bytes: html.length,
        limitMs: P99_LIMIT_MS,
        pass: r.latency.p99 < P99_LIMIT_MS && r.non2xx === 0 && r.errors === 0,
      };
      // scripts/bench.mjs reads the verdict from the payload; a non-zero exit would mean "the bench broke".
      console.log(`BENCH_STOREFRONT ${JSON.stringify(result)}`);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
