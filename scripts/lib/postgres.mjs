// A throwaway PostgreSQL for the API tests: Debian's binaries, a temp data dir, loopback only,
// durability off (the data dies with the run anyway), stopped and deleted afterwards.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./run.mjs";

export const POSTGRES_MISSING =
  "!!! PostgreSQL not found: skipping the PostgreSQL API tests (apt-get install postgresql)";

/** Highest installed /usr/lib/postgresql/<version>/bin, or undefined when none has initdb. */
export function findPostgresBin(root = "/usr/lib/postgresql") {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], "bin") : undefined;
}

/** Asks the kernel for a free loopback port. Another process could grab it before Postgres
 * binds it, so startPostgres() retries on a failed start. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Postgres refuses to run as root, so as root every server command runs as the `postgres` user. */
function asPostgresUser(binDir, tool, args) {
  const cmd = join(binDir, tool);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
}

/**
 * Starts a fresh cluster and returns { url, port, dir, stop() }; stop() is synchronous and
 * idempotent, and also runs by itself when the process exits. Throws when no PostgreSQL is
 * installed or it cannot start; whatever was created is removed first.
 */
export async function startPostgres({ binDir = findPostgresBin(), log = console.log } = {}) {
  if (!binDir) throw new Error(POSTGRES_MISSING);
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), "merch-pg-"));
  const dataDir = join(dir, "data");
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    // postmaster.pid also covers a start that timed out but left a server behind.
    if (existsSync(join(dataDir, "postmaster.pid"))) {
      const [cmd, args] = asPostgresUser(binDir, "pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
      try {
        execFileSync(cmd, args, { stdio: "ignore" });
      } catch {
        // Already gone (e.g. killed with the process group on Ctrl+C): nothing left to stop.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // The cluster never outlives this process: 'exit' also fires on process.exit() from a signal
  // handler, even one that arrives while initdb or pg_ctl is still running.
  process.on("exit", stop);
  try {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
      chownSync(dir, uid, gid);
    }
    // Locale C: byte-order sorting like SQLite's default, so both dialects order text alike.
    const initdb = ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"];
    const [initCmd, initArgs] = asPostgresUser(binDir, "initdb", initdb);
    if ((await run(initCmd, initArgs, { quiet: true })) !== 0) throw new Error("initdb failed");

    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`, // unix socket in our dir: never collides with a system cluster's lock file
        "-c listen_addresses=127.0.0.1",
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200", // parallel test workers each open a pool
      ].join(" ");
      const logFile = join(dir, "postgres.log");
      const ctl = ["start", "-w", "-t", "60", "-D", dataDir, "-l", logFile, "-o", options];
      const [ctlCmd, ctlArgs] = asPostgresUser(binDir, "pg_ctl", ctl);
      if ((await run(ctlCmd, ctlArgs, { quiet: true })) === 0) {
        const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
        log(
          `PostgreSQL ${binDir.split("/").at(-2)} ready on 127.0.0.1:${port} in ${Date.now() - started} ms`,
        );
        return { url, port, dir, stop };
      }
      if (attempt === 3) {
        try {
          process.stderr.write(execFileSync("tail", ["-n", "20", logFile], { encoding: "utf8" }));
        } catch {
          // no log to show
        }
        throw new Error("pg_ctl start failed");
      }
    }
  } catch (err) {
    stop();
    throw err;
  }
}
