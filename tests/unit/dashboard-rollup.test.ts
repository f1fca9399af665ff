import { describe, expect, it } from "vitest";
import { statsFilter } from "../../server/services/dashboard/stats.js";
import { statsDaysOf } from "../../server/services/stats/rollup.js";

describe("statsDaysOf: the rollup rows an order write touches", () => {
  it("takes each (store, UTC day) once, in store then day order", () => {
    expect(
      statsDaysOf([
        { website_id: 7, created_at: "2026-06-15T23:59:59.999Z" },
        { website_id: "3", created_at: "2026-06-16T00:00:00.000Z" },
        { website_id: 7, created_at: "2026-06-15T00:00:00.000Z" },
        { website_id: 3, created_at: "2026-01-02T10:00:00.000Z" },
      ]),
    ).toEqual([
      { websiteId: 3, day: "2026-01-02" },
      { websiteId: 3, day: "2026-06-16" },
      { websiteId: 7, day: "2026-06-15" },
    ]);
  });
  it("is empty for no orders", () => {
    expect(statsDaysOf([])).toEqual([]);
  });
});

describe("statsFilter: what the rollups are read by", () => {
  it("keeps the range as whole days next to the instant bounds", () => {
    const f = statsFilter({ from: "2026-06-01", to: "2026-06-15" }, [4], "completed");
    expect(f).toMatchObject({
      fromDay: "2026-06-01",
      toDay: "2026-06-15",
      start: "2026-06-01T00:00:00.000Z",
      end: "2026-06-16T00:00:00.000Z",
      unit: "day",
      status: "completed",
      websiteIds: [4],
    });
    expect(f.keys).toHaveLength(15);
  });
  it("buckets a calendar year by month", () => {
    const f = statsFilter({ from: "2026-01-01", to: "2026-12-31" }, null, null);
    expect(f.unit).toBe("month");
    expect(f.keys[0]).toBe("2026-01");
    expect(f.keys).toHaveLength(12);
  });
});
