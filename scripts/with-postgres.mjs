// Usage: node scripts/with-postgres.mjs <command...>
// Runs the command against a throwaway PostgreSQL (TEST_DATABASE_URL, TEST_DIALECT=postgres) and
// exits with its exit code. Without PostgreSQL installed it skips (exit 0), or fails when CI=true.
import { spawn } from "node:child_process";
import { POSTGRES_MISSING, findPostgresBin, startPostgres } from "./lib/postgres.mjs";
import { signalExitCode, trace } from "./lib/run.mjs";

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error("usage: node scripts/with-postgres.mjs <command...>");
  process.exit(2);
}

const binDir = findPostgresBin();
if (!binDir) {
  console.error(POSTGRES_MISSING);
  process.exit(process.env.CI === "true" ? 1 : 0);
}

let pg;
let child;
// startPostgres() stops the cluster on any process exit; signals only need to end us cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Let a running command shut down first; its 'exit' handler below then ends us.
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(signalExitCode(signal));
  });
}

try {
  pg = await startPostgres({ binDir });
} catch (err) {
  console.error(`Could not start PostgreSQL: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const stopStarted = () => {
  const t = Date.now();
  pg.stop();
  console.log(`PostgreSQL stopped and removed in ${Date.now() - t} ms`);
};

trace(cmd, args);
// npm puts node_modules/.bin on PATH for `npm run`, so a bare `vitest` resolves here.
child = spawn(cmd, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: pg.url, TEST_DIALECT: "postgres" },
});
child.on("error", (err) => {
  console.error(`Could not run ${cmd}: ${err.message}`);
  stopStarted();
  process.exit(127);
});
child.on("exit", (code, signal) => {
  stopStarted();
  process.exit(code ?? signalExitCode(signal));
});
