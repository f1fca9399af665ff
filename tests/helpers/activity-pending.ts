/**
 * Write routes that do not record their activity event yet: the activity checker skips them so the
 * suite stays green while the events are added area by area. Remove a route once its writes record
 * their event. To regenerate from what the suite sees:
 *   ACTIVITY_PENDING=print npx vitest run --project api
 * (the pending list is then ignored, nothing fails on it, and the run ends by printing the list).
 */
export const ACTIVITY_PENDING: readonly string[] = [];
