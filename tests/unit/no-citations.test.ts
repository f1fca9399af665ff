import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments and API texts state a rule itself; they never send the reader to a document outside
 * the repository (a section sign or the decisions file), which the reader may not have.
 */
const ROOTS = [
  "server",
  "src",
  "ui",
  "domain",
  "providers",
  "resources",
  "custom-pages",
  "tests",
  "scripts",
  "bench",
];
const SOURCE = /\.(ts|tsx|mjs)$/;
const CITATION = new RegExp(["DECI", "SIONS|\u00a7"].join(""));

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "results") continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (SOURCE.test(name)) yield path;
  }
}

describe("comments state rules, not their source", () => {
  it("no source file cites a section or the decisions file", () => {
    const found: string[] = [];
    for (const root of ROOTS)
      for (const file of sources(root))
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
          });
    expect(found).toEqual([]);
  });
});
