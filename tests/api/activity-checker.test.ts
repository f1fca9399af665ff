import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { buildApp } from "../../server/app.js";
import { HttpError } from "../../server/errors.js";
import { recordActivity } from "../../server/services/activity/record.js";
import {
  activityProblem,
  takeActivityViolations,
  watchActivity,
  type ActivityViolation,
} from "../helpers/activity-check.js";
import { ACTIVITY_PENDING } from "../helpers/activity-pending.js";
import { ACTIVITY_EXEMPT, ACTIVITY_ON_REFUSAL, ACTIVITY_PER_ROW } from "../helpers/activity-routes.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * The checker that holds every write of the API suite to "a 2xx write leaves exactly one activity
 * event, a refused one leaves none" must itself fail when a write breaks the rule: a probe route
 * records as many events as asked and answers the asked status.
 */
const PROBE = "/api/test/activity-probe/:events/:status";

let t: TestApp;
let probe: FastifyInstance;
const found: ActivityViolation[] = [];

async function probeApp(sink?: ActivityViolation[]): Promise<FastifyInstance> {
  const app = await buildApp(t.config, t.db);
  app.withTypeProvider<ZodTypeProvider>().post(
    PROBE,
    {
      config: { access: "public" },
      schema: {
        params: z.object({
          events: z.coerce.number().int(),
          status: z.union([z.literal("200"), z.literal("201"), z.literal("400"), z.literal("422")]),
        }),
        response: { 200: z.object({ ok: z.boolean() }), 201: z.object({ ok: z.boolean() }) },
      },
    },
    async (request, reply) => {
      for (let i = 0; i < request.params.events; i += 1)
        await recordActivity(t.db.kysely, {
          entity: "Contact",
          entityId: i + 1,
          action: "update",
          websiteId: null,
        });
      const status = Number(request.params.status);
      if (status >= 400) throw new HttpError(status, "No.");
      return reply.code(status === 201 ? 201 : 200).send({ ok: true });
    },
  );
  watchActivity(app, t.db, sink ? { sink, pending: new Set() } : { pending: new Set() });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
  probe = await probeApp(found);
});

afterAll(async () => {
  await probe?.close();
  await t?.close();
});

async function write(events: number, status: number): Promise<ActivityViolation[]> {
  const response = await call(probe, "POST", `/api/test/activity-probe/${events}/${status}`);
  expect(response.status).toBe(status);
  await takeActivityViolations();
  return found.splice(0, found.length);
}

describe("the activity checker", () => {
  it("fails a write answered 2xx that recorded no event", async () => {
    const violations = await write(0, 201);
    expect(violations).toEqual([
      {
        route: `POST ${PROBE}`,
        status: 201,
        events: 0,
        problem: "answered 2xx but recorded no activity event",
      },
    ]);
  });

  it("fails a write answered 2xx that recorded two events on a route not declared per-row", async () => {
    const violations = await write(2, 200);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ route: `POST ${PROBE}`, events: 2 });
  });

  it("fails a refused write that recorded an event", async () => {
    const violations = await write(1, 400);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ route: `POST ${PROBE}`, status: 400, events: 1 });
  });

  it("passes a write that recorded its one event and a refusal that recorded none", async () => {
    expect(await write(1, 200)).toEqual([]);
    expect(await write(0, 422)).toEqual([]);
  });

  it("hands violations to the suite-wide list the api setup file fails a test with", async () => {
    const shared = await probeApp();
    try {
      await call(shared, "POST", "/api/test/activity-probe/0/200");
      const violations = await takeActivityViolations();
      expect(violations.map((v) => v.route)).toEqual([`POST ${PROBE}`]);
      expect(await takeActivityViolations()).toEqual([]);
    } finally {
      await shared.close();
    }
  });

  it("lets per-row routes record one event per affected row (none when none was), exempt routes none, and sign-in record its refusal", () => {
    const perRow = Object.keys(ACTIVITY_PER_ROW)[0]!;
    expect(activityProblem(perRow, 200, 3)).toBeNull();
    expect(activityProblem(perRow, 200, 0)).toBeNull();
    expect(activityProblem(perRow, 422, 1)).toMatch(/refused or failed write records nothing/);
    expect(activityProblem("POST /api/logout", 200, 0)).toBeNull();
    expect(activityProblem("DELETE /api/delete/level/:id", 200, 0)).toMatch(/no activity event/);
    expect(activityProblem("POST /api/logout", 204, 0)).toBeNull();
    expect(activityProblem("POST /api/login", 401, 1)).toBeNull();
  });

  it("keeps its lists apart: a route is exempt, per-row, or pending, never two of them", () => {
    const exempt = Object.keys(ACTIVITY_EXEMPT);
    for (const route of [
      ...Object.keys(ACTIVITY_PER_ROW),
      ...ACTIVITY_PENDING,
      ...Object.keys(ACTIVITY_ON_REFUSAL),
    ])
      expect(exempt).not.toContain(route);
    expect(new Set(ACTIVITY_PENDING).size).toBe(ACTIVITY_PENDING.length);
  });
});
