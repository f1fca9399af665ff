import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { call, createPeerApp, createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let peer: Awaited<ReturnType<typeof createPeerApp>>;
let attempt = 0;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 4 });
  peer = await createPeerApp(t);
});

afterAll(async () => {
  await peer.close();
  await t.close();
});

/** A failed login from the same address, each with another unknown e-mail so no account limit applies. */
const tryLogin = (on: TestApp["app"]) =>
  call(on, "POST", "/api/login", {
    body: { email: `nobody-${++attempt}@example.com`, password: "wrong-password" },
  });

describe("per-address limits shared by every app server on one database", () => {
  it("refuses the login attempts split across two servers at the same count as on one", async () => {
    const statuses: number[] = [];
    for (const server of [t.app, peer.app, t.app, peer.app]) statuses.push((await tryLogin(server)).status);
    expect(statuses).toEqual([422, 422, 422, 422]);

    const refused = await tryLogin(t.app);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ message: MSG.tooManyLogins, code: "tooManyLogins" });
    expect(refused.headers["x-ratelimit-limit"]).toBe("4");
    expect(refused.headers["x-ratelimit-remaining"]).toBe("0");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(refused.headers["x-request-id"]).toEqual(expect.any(String));
    expect((await tryLogin(peer.app)).status).toBe(429);
  });

  it("counts afresh once the window has ended", async () => {
    await t.db.kysely
      .updateTable("rate_limit_counters")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const again = await tryLogin(peer.app);
    expect(again.status).toBe(422);
    expect(again.headers["x-ratelimit-remaining"]).toBe("3");
  });

  it("deletes the ended windows of every bucket as hits come in", async () => {
    await t.db.kysely
      .insertInto("rate_limit_counters")
      .values({ bucket: "store-contact|203.0.113.9", hits: 5, expires_at: Date.now() - 1 })
      .execute();
    const third = await createPeerApp(t);
    try {
      expect((await tryLogin(third.app)).status).toBe(422);
    } finally {
      await third.close();
    }
    const rows = await t.db.kysely.selectFrom("rate_limit_counters").select("bucket").execute();
    expect(rows.map((r) => r.bucket)).toEqual(["login|127.0.0.1"]);
  });
});
