import type { FastifyInstance } from "fastify";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/types.js";
import { HttpError } from "../errors.js";
import { countInWindow, pruneEndedWindows } from "../auth/throttle.js";

/** How often one server deletes the ended windows of every bucket. */
const PRUNE_EVERY_MS = 60_000;

/**
 * A @fastify/rate-limit store counting in the database, so every app server on one database
 * shares each address's count: N servers allow what one does. Buckets are `<name>|<address>`,
 * and a route with its own limit (`config.rateLimit`) counts under `<name>|<method> <url>|`.
 */
function databaseStore(db: Db, name: string): FastifyRateLimitStoreCtor {
  let pruneDue = 0;
  const prune = async (now: number) => {
    if (now < pruneDue) return;
    pruneDue = now + PRUNE_EVERY_MS;
    await pruneEndedWindows(db, now);
  };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix: string = name,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      prune(now)
        .then(() => countInWindow(db, `${this.prefix}|${key}`, timeWindow, now))
        .then(
          ({ hits, endsInMs }) => callback(null, { current: hits, ttl: endsInMs }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(undefined, `${this.prefix}|${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return DatabaseStore;
}

export interface RequestLimit {
  /** Names the limit's counters in the database: one name per registration. */
  name: string;
  /** Requests per address and window for every route of the scope; without it only routes that set `config.rateLimit` are limited. */
  max?: number;
  /** The window, in ms (a minute unless given). */
  timeWindow?: number;
  /** The 429 answer's message. */
  message: string;
}

/**
 * Limits the requests each client address makes to the routes of `scope` (and its children),
 * counted in the database. Over the limit: 429 with `message` and the x-ratelimit-* and
 * retry-after headers; under it the x-ratelimit-* headers say what is left.
 */
export async function limitRequests(scope: FastifyInstance, db: Db, limit: RequestLimit): Promise<void> {
  await scope.register(rateLimit, {
    ...(limit.max === undefined ? { global: false } : { max: limit.max }),
    timeWindow: limit.timeWindow ?? 60_000,
    store: databaseStore(db, limit.name),
    errorResponseBuilder: () => new HttpError(429, limit.message),
  });
}
