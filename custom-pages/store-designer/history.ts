/**
 * Undo and redo of the design editor, as pure functions over an
 * immutable state so the rules can be tested without React:
 * - undo pops the last saved snapshot and pushes the current one to redo; redo does the reverse;
 * - while a save is in flight, undo and redo are refused until it returns;
 * - any new edit clears redo.
 *
 * `base` is the snapshot the current run of edits started from: the next successful save of
 * something else pushes it onto `past`, so one undo step spans every edit one auto-save sent.
 * `server` is what the server holds; the editor saves whenever `current` differs from it.
 */
export interface History<T> {
  past: readonly T[];
  future: readonly T[];
  base: T;
  current: T;
  server: T;
  /** The snapshot a save is sending, or null when none is in flight. */
  sending: T | null;
}

export type Same<T> = (a: T, b: T) => boolean;

/** Deep equality of JSON-shaped snapshots (sections are plain data). */
export const sameJson = <T>(a: T, b: T): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export function startHistory<T>(snapshot: T): History<T> {
  return { past: [], future: [], base: snapshot, current: snapshot, server: snapshot, sending: null };
}

/** A new edit: it becomes current and clears redo. */
export function edit<T>(h: History<T>, next: T): History<T> {
  return { ...h, current: next, future: [] };
}

export const isSaving = <T>(h: History<T>): boolean => h.sending !== null;
export const isDirty = <T>(h: History<T>, same: Same<T> = sameJson): boolean => !same(h.current, h.server);
export const canUndo = <T>(h: History<T>, same: Same<T> = sameJson): boolean =>
  !isSaving(h) && (h.past.length > 0 || !same(h.current, h.base));
export const canRedo = <T>(h: History<T>): boolean => !isSaving(h) && h.future.length > 0;

export function undo<T>(h: History<T>, same: Same<T> = sameJson): History<T> {
  if (!canUndo(h, same)) return h;
  // Edits not yet sent are undone first, back to the snapshot they started from.
  const unsent = !same(h.current, h.base);
  const target = unsent ? h.base : h.past[h.past.length - 1]!;
  return {
    ...h,
    past: unsent ? h.past : h.past.slice(0, -1),
    future: [...h.future, h.current],
    base: target,
    current: target,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (!canRedo(h)) return h;
  const target = h.future[h.future.length - 1]!;
  return {
    ...h,
    past: [...h.past, h.current],
    future: h.future.slice(0, -1),
    base: target,
    current: target,
  };
}

/** A save of the current snapshot starts. */
export function saveStarted<T>(h: History<T>): History<T> {
  return { ...h, sending: h.current };
}

/** The server took the snapshot that was sent: it becomes the undo point of later edits. */
export function saveSucceeded<T>(h: History<T>, same: Same<T> = sameJson): History<T> {
  const sent = h.sending;
  if (sent === null) return h;
  const moved = !same(sent, h.base);
  return {
    ...h,
    past: moved ? [...h.past, h.base] : h.past,
    base: moved ? sent : h.base,
    server: sent,
    sending: null,
  };
}

/** The save failed: nothing is lost, the current snapshot stays and is sent again later. */
export function saveFailed<T>(h: History<T>): History<T> {
  return { ...h, sending: null };
}

/** The same change applied to every snapshot (a page that is gone leaves all of them). */
export function mapHistory<T>(h: History<T>, change: (snapshot: T) => T): History<T> {
  return {
    past: h.past.map(change),
    future: h.future.map(change),
    base: change(h.base),
    current: change(h.current),
    server: change(h.server),
    sending: h.sending === null ? null : change(h.sending),
  };
}
