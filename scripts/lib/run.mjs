// Small process helpers shared by the scripts in scripts/.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root (scripts/lib/ is two levels down). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Path of a locally installed CLI, so we skip npx's start-up cost and never hit the network. */
export function bin(name) {
  return join(ROOT, "node_modules", ".bin", name);
}

/** Prints the command like a shell trace so logs show what ran. */
export function trace(cmd, args) {
  const shown = [cmd, ...args].map((a) => (/[\s"'$]/.test(a) ? JSON.stringify(a) : a)).join(" ");
  console.log(`+ ${shown.replace(ROOT + "/", "")}`);
}

/** Exit code for a child that died from a signal, the way shells report it (SIGINT -> 130). */
export function signalExitCode(signal) {
  return 128 + (constants.signals[signal] ?? 1);
}

/** Children started by run() that are still running, so a signal handler can pass signals on. */
export const runningChildren = new Set();

/**
 * Runs a command with inherited stdio and resolves with its exit code (never rejects on a
 * non-zero exit; rejects only when it cannot be started at all).
 */
export function run(cmd, args, { env = process.env, cwd = ROOT, quiet = false } = {}) {
  if (!quiet) trace(cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    runningChildren.add(child);
    child.on("error", (err) => {
      runningChildren.delete(child);
      reject(err);
    });
    child.on("close", (code, signal) => {
      runningChildren.delete(child);
      const status = code ?? signalExitCode(signal);
      // Quiet commands only show their output when they fail, to keep logs short.
      if (quiet && status !== 0) process.stderr.write(output);
      resolve(status);
    });
  });
}

/** Like run() but throws when the command fails. */
export async function mustRun(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) throw new Error(`${[cmd, ...args].join(" ")} exited with ${code}`);
}
