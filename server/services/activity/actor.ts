import { AsyncLocalStorage } from "node:async_hooks";

/** Who is writing: the signed-in user, the platform admin acting for them, and the request. */
export interface ActivityActor {
  userId: number | null;
  actingAdminId: number | null;
  requestId: string | null;
}

const NOBODY: ActivityActor = { userId: null, actingAdminId: null, requestId: null };

const storage = new AsyncLocalStorage<ActivityActor>();

/**
 * Runs the rest of a request (its handler and every service it calls) as `actor`, so a service
 * records who wrote without every signature carrying the user.
 */
export function runAs<T>(actor: ActivityActor, fn: () => T): T {
  return storage.run(actor, fn);
}

/** The writer of the current request; nobody for background jobs and the demo seed. */
export function currentActor(): ActivityActor {
  return storage.getStore() ?? NOBODY;
}
