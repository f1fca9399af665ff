import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { initialScripts } from "../../bench/lib/bundle.mjs";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/**
 * The schema library loads with the first screen that validates, never with the first page: a
 * zod-free module (texts, limits, statuses) is what the shell and the one dataProvider import.
 */
it("the first page's scripts do not include zod", () => {
  const urls = initialScripts(readFileSync(`${DIST}index.html`, "utf8"));
  expect(urls.length).toBeGreaterThan(0);
  const files = urls.map((url) => readFileSync(`${DIST}${url.replace(/^\/app\//, "")}`, "utf8"));
  expect(urls.filter((url) => url.includes("zod"))).toEqual([]);
  // Zod's own error text, present in its bundle whatever the chunk is named.
  expect(files.filter((code) => code.includes("Invalid input: expected"))).toEqual([]);
});
