import { afterAll, afterEach, beforeAll } from "vitest";
import { forgetRecorders, recordRequest } from "./api";
import { sendFileNames } from "./file-names";
import { server } from "./msw-server";

/** Requests no test declared an answer for, in this test: each one fails it. */
const unhandled: string[] = [];

let restoreRequest: (() => void) | undefined;

beforeAll(async () => {
  restoreRequest = await sendFileNames();
  server.listen({
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
  server.events.on("request:start", ({ request }) => recordRequest(request));
});

afterEach(() => {
  server.resetHandlers();
  forgetRecorders();
  const missed = unhandled.splice(0);
  if (missed.length > 0)
    throw new Error(
      `The app sent request(s) no test answered (declare them with answerApi in tests/components/api.ts):\n  ${missed.join("\n  ")}`,
    );
});

afterAll(() => {
  server.close();
  restoreRequest?.();
});
