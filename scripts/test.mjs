// `npm test`: every test kind in order, stopping at the first failure, then one summary line
// "N passed, M failed[, K skipped]" counting vitest test cases across all runs.
// `npm test -- unit api` runs only the named steps (lint unit api pg components e2e).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale } from "./lib/build.mjs";
import { POSTGRES_MISSING, findPostgresBin, startPostgres } from "./lib/postgres.mjs";
import { bin, run, runningChildren, signalExitCode } from "./lib/run.mjs";

const CI = process.env.CI === "true";
const CHROMIUM = process.env.E2E_CHROMIUM || "/usr/bin/chromium";
const CHROMIUM_MISSING = "!!! Chromium not found: skipping the browser tests (apt-get install chromium)";

const totals = { passed: 0, failed: 0, skipped: 0 };
/** One row per step for the closing table: [name, status, seconds, note]. */
const rows = [];
/** Counts of the current step's vitest run, for the table. */
let stepNote = "";
const reportDir = mkdtempSync(join(tmpdir(), "merch-test-"));
process.on("exit", () => rmSync(reportDir, { recursive: true, force: true }));
// Without handlers a signal kills us without running 'exit' hooks, leaving the PostgreSQL
// cluster (its own session, so Ctrl+C does not reach it) running. Pass the signal on and exit.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of runningChildren) child.kill(signal);
    process.exit(signalExitCode(signal));
  });
}

/** Counts from vitest's JSON report; a file that failed to load (no test ran) counts as one failure. */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, "utf8"));
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === "failed" && (f.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + brokenFiles,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    total: r.numTotalTests ?? 0,
  };
}

/** Runs one vitest project; returns a failure note or undefined on success. */
async function vitest(project, label, env = process.env) {
  const report = join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  const code = await run(
    bin("vitest"),
    [
      "run",
      "--project",
      project,
      // An empty project is reported below (and fails in CI) instead of vitest's bare exit 1.
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { env },
  );
  const counts = readReport(report);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const note = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    : "no report";
  stepNote = note;
  if (code !== 0) {
    if (counts && counts.failed === 0) totals.failed += 1; // vitest failed outside any test
    return `exit ${code} (${note})`;
  }
  if (!counts || counts.total === 0) {
    console.error(`!!! No tests ran in the ${project} project`);
    if (CI) return "no tests";
  }
  return undefined;
}

/** Lint = eslint + the strict type check; both run so one report shows all problems. Their
 * caches live in node_modules/.cache (gitignored, wiped by npm ci) and make reruns 2-4x faster. */
async function lint() {
  const eslint = await run(bin("eslint"), [
    ".",
    "--cache",
    "--cache-location",
    "node_modules/.cache/eslint/",
  ]);
  const tsc = await run(bin("tsc"), [
    "--noEmit",
    "-p",
    ".",
    "--incremental",
    "--tsBuildInfoFile",
    "node_modules/.cache/tsc/tsbuildinfo",
  ]);
  return eslint || tsc ? `eslint exit ${eslint}, tsc exit ${tsc}` : undefined;
}

async function apiOnPostgres() {
  if (!findPostgresBin()) {
    console.error(POSTGRES_MISSING);
    return CI ? "PostgreSQL missing" : "skip: PostgreSQL not installed";
  }
  const pg = await startPostgres();
  try {
    return await vitest("api", "api-postgres", {
      ...process.env,
      TEST_DATABASE_URL: pg.url,
      TEST_DIALECT: "postgres",
    });
  } finally {
    const t = Date.now();
    pg.stop();
    console.log(`PostgreSQL stopped and removed in ${Date.now() - t} ms`);
  }
}

async function build() {
  const built = await buildIfStale({ announce: "Building the app for the browser tests..." });
  if (!built) console.log("dist/ and dist-server/ are up to date");
  return undefined;
}

async function e2e() {
  if (!existsSync(CHROMIUM)) {
    console.error(CHROMIUM_MISSING);
    return CI ? "Chromium missing" : "skip: Chromium not installed";
  }
  return vitest("e2e", "e2e", { ...process.env, E2E_CHROMIUM: CHROMIUM });
}

// The SQLite run must not pick up a PostgreSQL URL left in the caller's environment.
const sqliteEnv = { ...process.env, TEST_DIALECT: "sqlite" };
delete sqliteEnv.TEST_DATABASE_URL;

// [key, name, run]; `node scripts/test.mjs unit pg` runs only those keys (e2e includes build).
const ALL_STEPS = [
  ["lint", "lint", lint],
  ["unit", "unit", () => vitest("unit", "unit")],
  ["api", "api (SQLite)", () => vitest("api", "api-sqlite", sqliteEnv)],
  ["pg", "api (PostgreSQL)", apiOnPostgres],
  ["components", "components", () => vitest("components", "components")],
  ["e2e", "build", build],
  ["e2e", "e2e (chromium)", e2e],
];
const only = process.argv.slice(2);
const unknown = only.filter((k) => !ALL_STEPS.some(([key]) => key === k));
if (unknown.length) {
  console.error(`unknown step ${unknown.join(", ")}; steps: lint unit api pg components e2e`);
  process.exit(2);
}
const steps = ALL_STEPS.filter(([key]) => only.length === 0 || only.includes(key)).map(([, ...rest]) => rest);

let failedStep;
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let result;
  stepNote = "";
  try {
    result = await step();
  } catch (err) {
    result = err instanceof Error ? err.message : String(err);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = result?.startsWith("skip: ");
  rows.push([
    name,
    result === undefined ? "ok" : skipped ? "SKIPPED" : "FAILED",
    seconds,
    result ?? stepNote,
  ]);
  if (result !== undefined && !skipped) {
    failedStep = name;
    break;
  }
}

console.log("\n=== summary ===");
for (const [name, status, seconds, note] of rows) {
  console.log(
    `  ${name.padEnd(18)} ${status.padEnd(8)} ${seconds.padStart(6)} s  ${note.replace(/^skip: /, "")}`,
  );
}
for (const [name] of steps.slice(rows.length)) console.log(`  ${name.padEnd(18)} not run`);
const skippedPart = totals.skipped ? `, ${totals.skipped} skipped` : "";
// Lint or build failures are not test cases: the table above names the failed step.
console.log(`${totals.passed} passed, ${totals.failed} failed${skippedPart}`);
process.exit(failedStep ? 1 : 0);
