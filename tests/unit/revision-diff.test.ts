import { describe, expect, it } from "vitest";
import { revisionDiff, rowLabel, type Snapshot } from "../../domain/revision-diff";
import { Rng } from "../../server/demo/random";

const variant = (id: string, color: string, size: string, price: number | null) => ({
  id,
  sku: `${color}_${size}`,
  color,
  size,
  price,
  available: 1,
});

const FIELDS = ["name", "price", "desc", "variants", "sections", "custom", "categories"] as const;

/** A value as the editors keep them: plain, a list, rows with ids, a nested object. */
function randomValue(rng: Rng): unknown {
  switch (rng.int(0, 5)) {
    case 0:
      return `text ${rng.int(0, 3)}`;
    case 1:
      return rng.int(0, 3);
    case 2:
      return null;
    case 3:
      return Array.from({ length: rng.int(0, 3) }, () => rng.int(0, 3));
    case 4: {
      const ids = ["a", "b", "c", "d"].filter(() => rng.chance(0.5));
      return ids.map((id) => ({ id, v: rng.int(0, 2) }));
    }
    default:
      return { cost: rng.int(0, 2), fee: rng.int(0, 2) };
  }
}

function randomSnapshot(rng: Rng): Snapshot {
  return Object.fromEntries(FIELDS.filter(() => rng.chance(0.7)).map((f) => [f, randomValue(rng)]));
}

/** Runs `check` on 500 random snapshot pairs (a fixed seed: a failure repeats). */
function forPairs(check: (a: Snapshot, b: Snapshot) => void): void {
  const rng = new Rng(31);
  for (let i = 0; i < 500; i++) check(randomSnapshot(rng), randomSnapshot(rng));
}

describe("revisionDiff", () => {
  it("finds nothing between a snapshot and itself or its copy", () => {
    forPairs((a) => {
      expect(revisionDiff(a, a)).toEqual([]);
      expect(revisionDiff(a, structuredClone(a))).toEqual([]);
    });
  });

  it("finds a change both ways on the same fields", () => {
    forPairs((a, b) => {
      const there = revisionDiff(a, b).map((d) => d.field);
      const back = revisionDiff(b, a).map((d) => d.field);
      expect([...there].sort()).toEqual([...back].sort());
      // Every field that differs is listed, and only those.
      for (const field of FIELDS) {
        const differs = JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null);
        expect(there.includes(field)).toBe(differs);
      }
    });
  });

  it("compares plain fields as before and after, an absent one as null", () => {
    expect(revisionDiff({ name: "Tee", price: 1999, desc: null }, { name: "Tee", price: 2499 })).toEqual([
      { field: "price", kind: "value", before: 1999, after: 2499 },
    ]);
    expect(revisionDiff({ custom: { cost: 1, fee: 2 } }, { custom: { fee: 2, cost: 1 } })).toEqual([]);
  });

  it("compares variant rows by id: added, removed, changed with the changed fields", () => {
    const before = { variants: [variant("a", "Red", "M", null), variant("b", "Red", "L", null)] };
    const after = { variants: [variant("a", "Red", "M", 300), variant("c", "Blue", "M", null)] };
    const [diff] = revisionDiff(before, after);
    expect(diff?.kind).toBe("rows");
    if (diff?.kind !== "rows") return;
    expect(diff.rows.map((r) => [r.key, r.change, r.fields])).toEqual([
      ["a", "changed", ["price"]],
      ["b", "removed", []],
      ["c", "added", []],
    ]);
    expect(rowLabel(diff.rows[0]!.after, "a")).toBe("Red / M");
  });

  it("sees page sections moved, and an emptied list as every row removed", () => {
    const one = { id: "s1", type: "banner" };
    const two = { id: "s2", type: "text" };
    const [moved] = revisionDiff({ sections: [one, two] }, { sections: [two, one] });
    expect(moved?.kind === "rows" && moved.rows.map((r) => r.change)).toEqual(["moved", "moved"]);
    const [emptied] = revisionDiff({ sections: [one] }, { sections: [] });
    expect(emptied?.kind === "rows" && emptied.rows).toEqual([
      { key: "s1", change: "removed", before: one, after: null, fields: [] },
    ]);
    expect(rowLabel(two, "s2")).toBe("text");
  });
});
