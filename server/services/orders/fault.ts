import type { AppContext } from "../../context.js";

/**
 * A crash the tests inject at a named point (config.testFault, set from TEST_FAULT only when
 * NODE_ENV is "test"): the process is killed outright, as kill -9 would, so nothing after this
 * point runs and nothing is cleaned up. Production never sets it.
 */
export function faultPoint(ctx: AppContext, name: "crash-after-charge"): void {
  if (ctx.config.testFault === name) process.kill(process.pid, "SIGKILL");
}
