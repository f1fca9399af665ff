import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shutDown } from "../../server/shutdown.js";
import { createLoggedApp } from "../helpers/logged-app.js";
import { createTestApp, DEMO_PASSWORD, type TestApp } from "../helpers/test-app.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Resolves once the next turns of the event loop (and the server's I/O) have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("graceful shutdown", () => {
  it("answers a request in flight when the shutdown starts, refuses new connections, then closes jobs and the database", async () => {
    const server = await createLoggedApp(t);
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = server.app.server.address() as AddressInfo;
    const events: string[] = [];
    const closeDb = server.db.close.bind(server.db);
    server.db.close = async () => {
      // The server has sent its answer (its "request completed" line) before the database goes.
      const login = server.lines.find((line) => line.msg === "request completed");
      events.push(`database closed after a ${String((login?.res as { statusCode?: number })?.statusCode)}`);
      await closeDb();
    };

    // A sign-in whose body is only half sent when the shutdown starts.
    const body = JSON.stringify({ email: "nobody@example.com", password: DEMO_PASSWORD });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/login",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => {
            events.push("answered");
            resolve({ status: res.statusCode ?? 0, text });
          });
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 400);
    });
    await settle();

    const started = Date.now();
    const closing = shutDown(server.app, server.db, [
      async () => {
        await settle();
        events.push("jobs stopped");
      },
    ]);
    await settle();
    // No new connection is taken while the request in flight finishes.
    const refused = await new Promise<string>((resolve) => {
      const late = request({ host: "127.0.0.1", port, path: "/healthz" }, () => resolve("answered"));
      late.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      late.end();
    });
    expect(refused).toBe("ECONNREFUSED");

    const { status, text } = await answer;
    expect(status).toBe(422);
    expect(JSON.parse(text)).toHaveProperty("message");
    await closing;
    expect(events.filter((e) => e !== "answered")).toEqual(["jobs stopped", "database closed after a 422"]);
    // The answered connection is closed, not kept alive until it times out (5 s here).
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
