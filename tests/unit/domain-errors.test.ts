import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { errorBody, registerErrorHandler } from "../../server/errors.js";
import {
  badRequest,
  conflict,
  DomainError,
  invalid,
  notFound,
  paymentRequired,
  refused,
  tooLarge,
  unavailable,
  type DomainErrorKind,
} from "../../domain/errors.js";

const app = Fastify();
let thrown: () => unknown = () => null;
beforeAll(async () => {
  registerErrorHandler(app);
  app.get("/throw", () => {
    throw thrown();
  });
  await app.ready();
});
afterAll(() => app.close());

/** The status and JSON body the API answers when a handler throws `error`. */
async function answerTo(error: unknown): Promise<{ status: number; body: unknown }> {
  thrown = () => error;
  const res = await app.inject({ method: "GET", url: "/throw" });
  return { status: res.statusCode, body: res.json() };
}

const FIELDS = { name: "This name is already taken." };

describe("a service's refusal is answered with its kind's status and the usual error body", () => {
  const cases: [DomainErrorKind, DomainError, number, ReturnType<typeof errorBody>][] = [
    ["invalid", invalid(FIELDS), 422, errorBody(FIELDS.name, FIELDS)],
    ["not_found", notFound(), 404, errorBody(MSG.notFound)],
    ["forbidden", refused(), 403, errorBody(MSG.permissionDenied)],
    ["conflict", conflict("Taken meanwhile.", FIELDS), 409, errorBody("Taken meanwhile.", FIELDS)],
    [
      "payment_required",
      paymentRequired("Card declined.", { card_number: "Card declined." }),
      402,
      errorBody("Card declined.", { card_number: "Card declined." }),
    ],
    ["too_large", tooLarge("The file is too large."), 413, errorBody("The file is too large.")],
    ["unavailable", unavailable("The provider is down."), 502, errorBody("The provider is down.")],
    ["bad_request", badRequest("Unreadable."), 400, errorBody("Unreadable.")],
  ];
  for (const [kind, error, status, body] of cases)
    it(`${kind} -> ${status}`, async () => {
      expect(error.kind).toBe(kind);
      expect(await answerTo(error)).toEqual({ status, body });
    });

  it("the constructors keep the HTTP helpers' defaults", () => {
    expect(notFound().message).toBe(MSG.notFound);
    expect(notFound("Order not found.").message).toBe("Order not found.");
    expect(refused().message).toBe(MSG.permissionDenied);
    expect(refused("Upgrade your plan.").message).toBe("Upgrade your plan.");
    expect(invalid({ a: "First.", b: "Second." }).message).toBe("First.");
    expect(invalid({ a: "First." }, "The fields are invalid.").message).toBe("The fields are invalid.");
    expect(invalid({}).message).toBe(MSG.invalidInput);
  });

  it("a fixed message keeps its code in the body", async () => {
    const { body } = await answerTo(notFound());
    expect(body).toMatchObject({ message: MSG.notFound, code: expect.any(String) });
  });
});

/** The files under a folder whose names end in .ts. */
function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith(".ts")) yield path;
  }
}

describe("services know no HTTP", () => {
  it("no file under server/services imports the HTTP errors", () => {
    const httpErrors = resolve("server/errors.js");
    const found: string[] = [];
    for (const file of sources("server/services")) {
      const text = readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g))
        if (specifier && resolve(dirname(file), specifier) === httpErrors) found.push(file);
    }
    expect(found).toEqual([]);
  });
});
