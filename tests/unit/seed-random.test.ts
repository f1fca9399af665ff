import { describe, expect, it } from "vitest";
import { DEMO_SEED, Rng, hashString, mulberry32 } from "../../server/demo/random.js";
import { SeedClock } from "../../server/demo/clock.js";
import { chunks, mapLimit } from "../../server/db/batch.js";

describe("mulberry32", () => {
  it("gives the same sequence for the same seed, in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seq = Array.from({ length: 1000 }, () => a());
    expect(seq).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(seq.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(seq).size).toBe(1000);
  });

  // Values of the published reference implementation; a change here changes every demo row.
  it("matches the reference mulberry32", () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((x) => x.toFixed(10))).toEqual([
      "0.6270739406",
      "0.0027357212",
      "0.5274470400",
    ]);
  });
});

describe("Rng", () => {
  it("keeps int within inclusive bounds and reaches both ends", () => {
    const rng = new Rng(DEMO_SEED);
    const values = Array.from({ length: 2000 }, () => rng.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
  });

  it("makes alphanumeric ids of the asked length", () => {
    const rng = new Rng(1);
    const ids = Array.from({ length: 200 }, () => rng.id(20));
    expect(ids.every((id) => /^[A-Za-z0-9]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(200);
  });

  it("shuffles into a permutation and samples without repeats", () => {
    const rng = new Rng(7);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect([...rng.shuffle(items)].sort((a, b) => a - b)).toEqual(items);
    const sample = rng.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
    expect(() => rng.pick([])).toThrow();
  });

  it("forks independent, reproducible streams by name", () => {
    const a = new Rng(5).fork("orders");
    const b = new Rng(5).fork("orders");
    const c = new Rng(5).fork("catalogue");
    const take = (r: Rng) => Array.from({ length: 5 }, () => r.float());
    const first = take(a);
    expect(take(b)).toEqual(first);
    expect(take(c)).not.toEqual(first);
    expect(hashString("orders")).not.toBe(hashString("catalogue"));
  });
});

describe("SeedClock", () => {
  it("derives month starts in UTC and never writes a date after now", () => {
    const clock = new SeedClock(new Date("2026-03-15T10:00:00.000Z"));
    expect(new Date(clock.monthStart(0)).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(new Date(clock.monthStart(24)).toISOString()).toBe("2024-03-01T00:00:00.000Z");
    expect(new Date(clock.monthStart(-1)).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(clock.iso(clock.nowMs + 1000)).toBe("2026-03-15T10:00:00.000Z");
    expect(clock.isoAllowFuture(clock.nowMs + 1000)).toBe("2026-03-15T10:00:01.000Z");
  });
});

describe("batching", () => {
  it("keeps every statement under the bind-parameter budget", () => {
    const rows = Array.from({ length: 2345 }, (_, i) => i);
    const batches = chunks(rows, 80);
    expect(batches.flat()).toEqual(rows);
    expect(Math.max(...batches.map((b) => b.length * 80))).toBeLessThanOrEqual(30_000);
    expect(Math.max(...chunks(rows, 2).map((b) => b.length))).toBe(500);
  });

  it("limits concurrency and keeps results in order", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (ms) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return ms * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });
});
