import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";
import { messageCode } from "../../domain/message-codes.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
});
afterAll(() => t.close());

describe("errors carry the stable code of their message beside the text", () => {
  it("a fixed message has its code; the shared messages keep their bare key", async () => {
    const missing = await call(t.app, "GET", "/api/gift-cards/99999999", { token: owner });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ message: MSG.notFound, code: "notFound" });

    const unsigned = await call(t.app, "GET", "/api/user");
    expect(unsigned.json()).toMatchObject({ message: MSG.unauthenticated, code: "unauthenticated" });
  });

  it("a store-area message is coded by its area, and each field's message by its own code", async () => {
    // No store named and no active store: the caller is asked to choose one.
    const res = await call(t.app, "GET", "/api/gift-cards", { token: owner });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ message: STORE_MSG.chooseStore, code: "store.chooseStore" });

    const bad = await call(t.app, "POST", "/api/login", { body: { email: "not an email", password: "" } });
    const body = bad.json<{ errors: Record<string, string>; codes?: Record<string, string> }>();
    for (const [field, text] of Object.entries(body.errors)) {
      expect(body.codes?.[field]).toBe(messageCode(text));
    }
  });

  it("a message built from values has no code and is shown as sent", () => {
    expect(messageCode("Only 6 left of Acme Classic Logo Long Sleeve.")).toBeUndefined();
    expect(messageCode(MSG.permissionDenied)).toBe("permissionDenied");
  });
});
