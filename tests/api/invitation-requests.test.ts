import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { INVITATION_REQUEST_SENT } from "../../server/routes/invitation-requests.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/request/invitation", () => {
  it("mails and notifies the platform admins, without a session", async () => {
    const res = await call(t.app, "POST", "/api/request/invitation", {
      body: {
        name: "Rita <Requester>",
        email: "Rita@Example.com",
        company: "Rita Co",
        message: "We sell hoodies.",
      },
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toBe(INVITATION_REQUEST_SENT);
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "admin@example.com")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("rita@example.com");
    expect(mail.text).toContain("We sell hoodies.");
    expect(mail.html).toContain("Rita &#60;Requester&#62;");
    const admin = await t.db.kysely
      .selectFrom("users")
      .select("id")
      .where("email", "=", "admin@example.com")
      .executeTakeFirstOrThrow();
    const note = await t.db.kysely
      .selectFrom("notifications")
      .selectAll()
      .where("user_id", "=", admin.id)
      .where("type", "=", "invitation")
      .executeTakeFirstOrThrow();
    expect(note.content).toContain("Rita Co");
    expect(note.seen).toBe(0);
  });

  it("validates with the spec's messages and sends nothing", async () => {
    const before = await t.db.kysely
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "POST", "/api/request/invitation", { body: { name: "", email: "nope" } });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({ name: MSG.required, email: MSG.invalidEmail });
    const after = await t.db.kysely
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
