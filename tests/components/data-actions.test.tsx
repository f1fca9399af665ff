import { describe, expect, it } from "vitest";

/**
 * The dataProvider's custom actions are the union of one `*Actions` group per area module; two
 * groups giving an action the same name would silently let one of them win, so every name is held
 * unique here. (A module's resource adapters, such as the content pages', are keyed by the
 * dataProvider's own method names and are not actions.)
 */
const modules = import.meta.glob<Record<string, unknown>>("../../providers/data/*.ts", { eager: true });

describe("the dataProvider's custom actions", () => {
  it("take each name from one area module only", () => {
    const owners = new Map<string, string[]>();
    for (const [file, exported] of Object.entries(modules)) {
      if (file.endsWith("/index.ts")) continue;
      for (const [exportName, value] of Object.entries(exported)) {
        if (!exportName.endsWith("Actions") || typeof value !== "object" || value === null) continue;
        for (const name of Object.keys(value)) owners.set(name, [...(owners.get(name) ?? []), file]);
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
