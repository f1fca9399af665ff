import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { bundleSize, initialScripts } from "../../bench/lib/bundle.mjs";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/**
 * The first page's scripts (sign-in and the app shell), gzip: 421,048 bytes before screens, dialogs
 * and the Polish texts were split off, 323,782 before the areas' English texts were, 299,454 after.
 */
const INITIAL_JS_GZIP_MAX = 300_000;

const initialCode = () =>
  initialScripts(readFileSync(`${DIST}index.html`, "utf8")).map((url) =>
    readFileSync(`${DIST}${url.replace(/^\/app\//, "")}`, "utf8"),
  );

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

it(`the first page's scripts stay under ${INITIAL_JS_GZIP_MAX} bytes gzip`, () => {
  const size = bundleSize(DIST);
  if (!size.available) throw new Error(size.reason);
  expect(size.gzipBytes).toBeLessThanOrEqual(INITIAL_JS_GZIP_MAX);
});

/**
 * The first page's English (sign-in, errors) comes with it; the areas' texts (the shell's and every
 * page's) load with the signed-in layout, in a chunk of their own; Polish only when it is chosen.
 */
it("the first page's scripts carry the app's own English texts and none of the areas' or the Polish ones", () => {
  const code = initialCode().join("\n");
  // The sign-in page's own texts.
  expect(code).toContain("Sign in to manage your stores.");
  // The store team area's texts, in both languages, and the shell area's invitation texts.
  expect(code).not.toContain("Copied successfully");
  expect(code).not.toContain("Brak dozwolonych domen.");
  expect(code).not.toContain("Checking the invitation…");
  // Nor the Polish catalogue's own texts.
  expect(code).not.toContain("Pulpit sklepu");
  // The areas' English texts are a lazy chunk of the build.
  const initial = new Set(
    initialScripts(readFileSync(`${DIST}index.html`, "utf8")).map((url) => url.split("/").pop()),
  );
  const lazy = readdirSync(`${DIST}assets`).filter((file) => file.endsWith(".js") && !initial.has(file));
  expect(
    lazy.some((file) => readFileSync(`${DIST}assets/${file}`, "utf8").includes("Copied successfully")),
  ).toBe(true);
});

/** react-admin's default screens the app replaces (its sign-in form and the form library under it). */
it("the first page's scripts leave out react-admin's default sign-in form", () => {
  const code = initialCode().join("\n");
  expect(code).not.toContain("ra.auth.sign_in_error");
});
