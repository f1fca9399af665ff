import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../server/db/types.js";
import { ACTIVITY_PENDING } from "./activity-pending.js";
import { ACTIVITY_EXEMPT, ACTIVITY_ON_REFUSAL, ACTIVITY_PER_ROW } from "./activity-routes.js";

/**
 * The activity checker: every write answered 2xx left its activity event (exactly one; a per-row
 * route one per affected row, so none when the request affected no row, as an invitation sent again
 * to people already invited), and every refused or failed write left none. Installed on every test
 * app, so the whole API suite proves it route by route instead of a hand-made list.
 */

export interface ActivityViolation {
  /** "METHOD /api/route/:pattern", with the model for BREAD routes: "POST /api/bread/:model Discount". */
  route: string;
  status: number;
  events: number;
  problem: string;
}

export interface ActivityCheckOptions {
  /** Where violations go (the shared list the api setup file fails a test with, unless given). */
  sink?: ActivityViolation[];
  /** Routes not instrumented yet, skipped (ACTIVITY_PENDING unless given). */
  pending?: ReadonlySet<string>;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * `ACTIVITY_PENDING=print`: the pending list is ignored and nothing fails; each violation is
 * printed as a line of tests/helpers/activity-pending.ts (the global teardown prints them all,
 * sorted, at the end of the run).
 */
export const PRINT_PENDING = process.env.ACTIVITY_PENDING === "print";

const violations: ActivityViolation[] = [];
const inFlight = new Set<Promise<void>>();
const pendingRoutes: ReadonlySet<string> = new Set(PRINT_PENDING ? [] : ACTIVITY_PENDING);

/** The route's label: the BREAD routes serve many models, each is instrumented on its own. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? request.url.split("?")[0];
  const label = `${request.method} ${pattern}`;
  const params = request.params as Record<string, unknown> | undefined;
  const model = pattern.startsWith("/api/bread/:model") ? params?.model : undefined;
  return typeof model === "string" ? `${label} ${model}` : label;
}

/** What is wrong with a write that left `events` events and answered `status`; null when nothing. */
export function activityProblem(route: string, status: number, events: number): string | null {
  if (route in ACTIVITY_EXEMPT) return null;
  if (status >= 200 && status < 300) {
    if (route in ACTIVITY_PER_ROW) return null;
    if (events === 0) return "answered 2xx but recorded no activity event";
    if (events > 1)
      return `answered 2xx but recorded ${events} activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)`;
    return null;
  }
  if (status >= 400 && events > 0 && !(route in ACTIVITY_ON_REFUSAL))
    return `answered ${status} but recorded ${events} activity event(s): a refused or failed write records nothing`;
  return null;
}

async function countEvents(db: Db, requestId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom("activity_events")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("request_id", "=", requestId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks every write under /api/ as its answer is sent (the handler and its transaction are done):
 * one indexed count of the events the request recorded (recordActivity stores the request id).
 */
export function watchActivity(app: FastifyInstance, db: Db, options: ActivityCheckOptions = {}): void {
  const sink = options.sink ?? violations;
  const pending = options.pending ?? pendingRoutes;
  // On send, not on response: the check is in flight before the caller has the answer, so a test
  // that reads the violations (or closes the database) right after a call always waits for it.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!WRITES.has(request.method) || !request.url.startsWith("/api/")) return done(null, payload);
    const route = routeLabel(request);
    if (pending.has(route) || route in ACTIVITY_EXEMPT) return done(null, payload);
    const status = reply.statusCode;
    const check = countEvents(db, request.id)
      .then((events) => {
        const problem = activityProblem(route, status, events);
        if (problem) sink.push({ route, status, events, problem });
      })
      .catch((error: unknown) => {
        sink.push({ route, status, events: -1, problem: `the activity count failed: ${String(error)}` });
      })
      .finally(() => inFlight.delete(check));
    inFlight.add(check);
    done(null, payload);
  });
}

/** Waits for the counts still running (before a database closes, before violations are read). */
export async function settleActivityChecks(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** The violations collected since the last call, emptied. */
export async function takeActivityViolations(): Promise<ActivityViolation[]> {
  await settleActivityChecks();
  return violations.splice(0, violations.length);
}

/** A violation as the line of ACTIVITY_PENDING that would skip its route. */
export function pendingLine(violation: ActivityViolation): string {
  return `  ${JSON.stringify(violation.route)},`;
}

export function describeViolations(list: readonly ActivityViolation[]): string {
  const lines = list.map((v) => `- ${v.route} (${v.status}): ${v.problem}`);
  return `Writes that broke the activity rule:\n${[...new Set(lines)].join("\n")}`;
}
