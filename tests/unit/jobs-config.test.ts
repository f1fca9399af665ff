import { describe, expect, it } from "vitest";
import { loadConfig, parseWorkers } from "../../server/config.js";
import { backoffMs } from "../../server/jobs/queue.js";

describe("WORKERS", () => {
  it("runs one job at a time by default, none with 0, and refuses anything but a whole number", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: "0" }).workers).toBe(0);
    expect(parseWorkers(" 3 ")).toBe(3);
    for (const bad of ["-1", "1.5", "two", "true"]) {
      expect(() => parseWorkers(bad)).toThrow(`WORKERS=${bad}: give a whole number, 0 or more`);
    }
  });
});

describe("retry backoff", () => {
  it("doubles from the base after each failed attempt, up to an hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, 1000)).toBe(3_600_000);
  });
});
