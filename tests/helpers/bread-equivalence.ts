import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../server/db/types.js";
import { call, createTestApp, login, storeId, type TestApp } from "./test-app.js";

/**
 * A BREAD write and the entity's own route are one operation: for every model x write x demo
 * role, both answer the same (success or the same error status) and leave the same database
 * state. Two apps on the same deterministic seed: BREAD acts on one, the dedicated route on the
 * other, as the same role on the same record.
 */

export const ROLES = [
  "owner", // a store owner with no rights in Acme's stores
  "client",
  "salesperson",
  "designer",
  "store-admin",
  "company-admin",
  "primary-admin", // owns the Acme stores
  "admin",
] as const;
export type Role = (typeof ROLES)[number];

export interface Side {
  t: TestApp;
  tokens: Record<Role, string>;
  acme: number;
}

export interface Request {
  method: "POST" | "PUT" | "DELETE";
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Case {
  name: string;
  /** Each role's answer, the same through BREAD and the route: the spec's role table for this write. */
  outcomes: string;
  /** The record each role acts on (a fresh one per role where a write consumes it). */
  target(db: Db, acme: number, roleIndex: number): Promise<number>;
  bread(id: number, acme: number): Request;
  route(id: number, acme: number): Request;
  /** What the write may change, read the same way on both sides. */
  state(db: Db, id: number, acme: number): Promise<unknown>;
  /** Puts the record back after each role, so every role meets it as the first did. */
  reset?(db: Db, id: number): Promise<void>;
}

async function side(): Promise<Side> {
  const t = await createTestApp();
  const tokens = Object.fromEntries(
    await Promise.all(ROLES.map(async (r) => [r, await login(t.app, `${r}@example.com`)] as const)),
  ) as Record<Role, string>;
  return { t, tokens, acme: await storeId(t.db, "Acme Team Store") };
}

/** Timestamps differ between the two runs; whether one is set does not. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] = key.endsWith("_at") ? v !== null : normalise(v);
    }
    return out;
  }
  return value;
}

/** Success is one outcome whatever its code (BREAD creates with 201, some routes answer 200). */
export const outcome = (status: number) => (status >= 200 && status < 300 ? "ok" : status);

export async function send(s: Side, role: Role, r: Request) {
  return call(s.t.app, r.method, r.url, { token: s.tokens[role], body: r.body, headers: r.headers });
}

/** The k-th live order of a status in the store: a fresh one for each role. */
/**
 * Two apps on the same seed, opened before the file's tests and closed after: BREAD acts on `a`,
 * the dedicated route on `b`.
 */
export function twoSides(): { a: Side; b: Side } {
  const sides = {} as { a: Side; b: Side };
  beforeAll(async () => {
    [sides.a, sides.b] = await Promise.all([side(), side()]);
  });
  afterAll(async () => {
    await Promise.all([sides.a?.t.close(), sides.b?.t.close()]);
  });
  return sides;
}

/** One test per case: every demo role, through BREAD on one side and the route on the other. */
export function equivalenceTests(sides: { a: Side; b: Side }, cases: Case[]): void {
  for (const c of cases) {
    it(c.name, async () => {
      const { a, b } = sides;
      const seen: string[] = [];
      for (const [k, role] of ROLES.entries()) {
        const [ida, idb] = await Promise.all(
          [a.t.db, b.t.db].map((db, i) => c.target(db, [a, b][i]!.acme, k)),
        );
        expect(ida).toBe(idb);
        const id = ida!;
        const [viaBread, viaRoute] = await Promise.all([
          send(a, role, c.bread(id, a.acme)),
          send(b, role, c.route(id, b.acme)),
        ]);
        const label = `${role}: BREAD ${viaBread.status} ${JSON.stringify(viaBread.body).slice(0, 120)}, route ${viaRoute.status} ${JSON.stringify(viaRoute.body).slice(0, 120)}`;
        expect(outcome(viaBread.status), label).toBe(outcome(viaRoute.status));
        expect(viaBread.status, label).toBeLessThan(500);
        const [sa, sb] = await Promise.all([c.state(a.t.db, id, a.acme), c.state(b.t.db, id, b.acme)]);
        expect(normalise(sa), label).toEqual(normalise(sb));
        seen.push(`${role}:${outcome(viaBread.status)}`);
        if (c.reset) await Promise.all([c.reset(a.t.db, id), c.reset(b.t.db, id)]);
      }
      expect(seen.join(" ")).toBe(c.outcomes);
    });
  }
}
