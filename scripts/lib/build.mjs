// Staleness checks and the two builds (SPA with Vite, server with esbuild), shared by
// scripts/start.mjs, scripts/build-server.mjs and scripts/test.mjs.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, bin, mustRun } from "./run.mjs";

/** Inputs of the SPA bundle (dist/); `public` is Vite's static folder (favicon, service worker). */
export const SPA_SOURCES = [
  "src",
  "ui",
  "resources",
  "custom-pages",
  "providers",
  "domain",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/vite-precompress.ts",
  "scripts/vite-service-worker.ts",
];
export const SPA_OUTPUT = "dist/index.html";

/** Inputs of the server bundle (dist-server/); npm packages stay external so are not inputs. */
export const SERVER_SOURCES = ["server", "domain"];
export const SERVER_ENTRY = "server/main.ts";
export const SERVER_OUTPUT = "dist-server/main.js";

/** Newest modification time (ms) under the given repo-relative paths; 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return; // optional inputs (e.g. public/) may not exist
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        visit(join(path, name));
      }
    } else if (st.mtimeMs > newest) {
      newest = st.mtimeMs;
    }
  };
  for (const p of paths) visit(join(ROOT, p));
  return newest;
}

/** True when `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  const out = join(ROOT, output);
  if (!existsSync(out)) return true;
  return statSync(out).mtimeMs < newestMtime(sources);
}

export const spaIsStale = () => isStale(SPA_OUTPUT, SPA_SOURCES);
export const serverIsStale = () => isStale(SERVER_OUTPUT, SERVER_SOURCES);

/** `vite build` in a child process, so the caller does not keep Vite and its plugins in memory.
 * Only warnings are shown: the per-chunk size table is noise in start-up and test logs. */
export async function buildSpa() {
  const started = Date.now();
  await mustRun(bin("vite"), ["build", "--logLevel", "warn"]);
  console.log(`  SPA built into dist/ in ${seconds(started)}`);
}

const seconds = (since) => {
  const ms = Date.now() - since;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
};

/** Bundles server/main.ts into dist-server/main.js; npm packages are left to node_modules. */
export async function buildServer() {
  // esbuild is installed through tsx and vite; imported lazily so `npm start` on an
  // up-to-date build does not load it.
  const { build } = await import("esbuild");
  console.log(`+ esbuild ${SERVER_ENTRY} -> ${SERVER_OUTPUT}`);
  const started = Date.now();
  await build({
    entryPoints: [join(ROOT, SERVER_ENTRY)],
    outfile: join(ROOT, SERVER_OUTPUT),
    platform: "node",
    format: "esm",
    target: "node20",
    bundle: true,
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  console.log(`  server bundled in ${seconds(started)}`);
}

/**
 * Builds whatever is stale. `announce` is printed once, before the first build, so a fresh
 * clone's long first start does not look hung. Returns true when anything was built.
 */
export async function buildIfStale({ announce } = {}) {
  const spa = spaIsStale();
  const server = serverIsStale();
  if ((spa || server) && announce) console.log(announce);
  if (spa) await buildSpa();
  if (server) await buildServer();
  return spa || server;
}
