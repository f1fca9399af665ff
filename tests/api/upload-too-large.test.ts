import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIBRARY_MSG } from "../../domain/messages.js";
import { MB, uploadLimitMb } from "../../domain/upload-limits.js";
import { createTestApp, login, storeId, type TestApp } from "../helpers/test-app.js";

/**
 * Over a real socket (an injected request has none): a browser still sending a too-large file
 * must get the 413 and a closed connection, not a connection nobody reads any more.
 */

let t: TestApp;
let owner: string;
let store: number;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, "owner@example.com");
  store = await storeId(t.db, "Oscar's Tees");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: { message?: string };
  /** Whether the server closed the connection within 5 s of answering. */
  closed: boolean;
}

/** POSTs a multipart body with one PNG of `bytes` to the library, in 1 MB chunks, as a browser does. */
function uploadPng(bytes: number): Promise<Answer> {
  const boundary = "----upload-too-large";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="huge.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/upload/library",
      headers: {
        authorization: `Bearer ${owner}`,
        "x-website-id": String(store),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + bytes + tail.length,
      },
    });
    req.on("error", () => {}); // the server may cut the body off: expected, the answer came first
    req.on("response", (res: IncomingMessage) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const socket = req.socket;
        const closed = new Promise<boolean>((done) => {
          if (!socket || socket.destroyed) return done(true);
          const timer = setTimeout(() => done(false), 5000);
          socket.once("close", () => {
            clearTimeout(timer);
            done(true);
          });
        });
        void closed.then((wasClosed) => {
          req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: JSON.parse(text) as { message?: string },
            closed: wasClosed,
          });
        });
      });
    });
    req.write(head);
    const chunk = Buffer.alloc(MB, 7);
    chunk.write("\x89PNG\r\n\x1a\n", 0, "binary");
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !req.destroyed) {
        const size = Math.min(MB, bytes - sent);
        sent += size;
        if (!req.write(chunk.subarray(0, size))) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end(tail);
    };
    pump();
    setTimeout(() => reject(new Error("no answer within 20 s")), 20_000).unref();
  });
}

describe("a too-large upload over HTTP", () => {
  it("answers 413 naming the limit and closes the connection instead of leaving the sender hanging", async () => {
    const answer = await uploadPng((uploadLimitMb("png") + 5) * MB);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(LIBRARY_MSG.tooLarge("huge.png", uploadLimitMb("png")));
    expect(answer.connection).toBe("close");
    expect(answer.closed).toBe(true);
  });
});
