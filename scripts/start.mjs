// `npm start`: build what is missing or stale, then run the bundled server in the foreground.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, SERVER_OUTPUT, SPA_OUTPUT } from "./lib/build.mjs";
import { ROOT, signalExitCode } from "./lib/run.mjs";

try {
  const firstStart = !existsSync(join(ROOT, SERVER_OUTPUT)) || !existsSync(join(ROOT, SPA_OUTPUT));
  await buildIfStale({
    announce: firstStart
      ? "Building the app (first start only)..."
      : "Rebuilding the app (sources changed)...",
  });
} catch (err) {
  console.error(`Build failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const child = spawn(process.execPath, ["--enable-source-maps", join(ROOT, SERVER_OUTPUT)], {
  cwd: ROOT,
  env: process.env,
  stdio: "inherit",
  // Own process group: Ctrl+C in a terminal reaches the server once (forwarded below), not
  // twice (from the terminal and from us), so a "second signal = force quit" stays deliberate.
  detached: true,
});

// Forward stop signals (Ctrl+C, docker stop, systemd) to the server; it shuts down by itself
// and we exit once it has, with its exit code. Under `npm start` a Ctrl+C reaches us twice (from
// the terminal and from npm), so a repeat within a second is the same keypress and is dropped.
const lastForwarded = new Map();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (Date.now() - (lastForwarded.get(signal) ?? 0) < 1000) return;
    lastForwarded.set(signal, Date.now());
    child.kill(signal);
  });
}
// Should this process die some other way (an error), the server must not live on unseen.
process.on("exit", () => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});

child.on("error", (err) => {
  console.error(`Could not start the server: ${err.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? signalExitCode(signal)));
