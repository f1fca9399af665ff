import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { clampPlacement, fitPlacement, printAreaRect, type Placement } from "../../domain/placement";
import { canRedo, canUndo, historyReducer, sideValue, type HistoryState, type SideValue } from "./history";
import { centrePlacement, nudgePlacement } from "./snapping";
import type { DesignFile, EditorSide } from "./types";

/** The design auto-saves after 500 ms. */
export const AUTOSAVE_MS = 500;

export interface DesignEditorOptions {
  sides: EditorSide[];
  initial: Record<string, SideValue>;
  /** Persists one side (PUT, or DELETE for null); rejects when the server refuses. */
  onSave: (side: string, value: SideValue) => Promise<void>;
  /** Told whether changes are waiting to be saved or being saved. */
  onBusyChange?: (busy: boolean) => void;
}

function initialState(sides: EditorSide[], initial: Record<string, SideValue>): HistoryState {
  const state: HistoryState = {};
  for (const { side } of sides) state[side] = { present: initial[side] ?? null, past: [], future: [] };
  return state;
}

/**
 * The editor's state without Fabric: per-side history, the active side, and the debounced save
 * of every side whose design changed, 500 ms after the last change. While a save is on its way
 * undo and redo wait for it, so the server never sees them out of order.
 */
export function useDesignEditor({ sides, initial, onSave, onBusyChange }: DesignEditorOptions) {
  const [state, dispatch] = useReducer(historyReducer, undefined, () => initialState(sides, initial));
  const [activeSide, setActiveSide] = useState(sides[0]?.side ?? "front");
  const [saving, setSaving] = useState(0);
  const [saveError, setSaveError] = useState(false);
  // undefined: not known to be on the server (a failed save), so it differs from any value.
  const saved = useRef<Record<string, SideValue | undefined>>({ ...initial });
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  const stateRef = useRef(state);
  stateRef.current = state;

  const area = sides.find((s) => s.side === activeSide)?.area ?? sides[0]?.area;
  const current = sideValue(state, activeSide);

  const changedSides = useCallback(
    (s: HistoryState) => Object.keys(s).filter((side) => sideValue(s, side) !== saved.current[side]),
    [],
  );

  const saveNow = useCallback(async () => {
    const snapshot = stateRef.current;
    const work = changedSides(snapshot).map(async (side) => {
      const value = sideValue(snapshot, side);
      saved.current[side] = value;
      setSaving((n) => n + 1);
      try {
        await onSaveRef.current(side, value);
        setSaveError(false);
      } catch {
        // Marked unsaved again, so the next change (or leaving the editor) retries it.
        if (saved.current[side] === value) saved.current[side] = undefined;
        setSaveError(true);
      } finally {
        setSaving((n) => n - 1);
      }
    });
    await Promise.all(work);
  }, [changedSides]);

  const pending = changedSides(state).length > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state, pending, saveNow]);

  // Leaving the editor (next step, another page) saves at once what the debounce still holds.
  useEffect(() => () => void saveNow(), [saveNow]);

  const busy = pending || saving > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const commit = useCallback(
    (value: SideValue, side: string = activeSide) => dispatch({ type: "commit", side, value }),
    [activeSide],
  );

  const move = useCallback(
    (placement: Placement) => {
      if (!current || !area) return;
      commit({ file: current.file, placement: clampPlacement(area, placement) });
    },
    [area, commit, current],
  );

  const replaceDesign = useCallback(
    (file: DesignFile, side: string = activeSide) => {
      const target = sides.find((s) => s.side === side);
      if (!target) return;
      commit({ file, placement: fitPlacement(target.area, file.width, file.height) }, side);
    },
    [activeSide, commit, sides],
  );

  const centre = useCallback(() => {
    if (current && area) move(centrePlacement(printAreaRect(area), current.placement));
  }, [area, current, move]);

  const nudge = useCallback(
    (key: string, shift: boolean): boolean => {
      if (!current) return false;
      const next = nudgePlacement(current.placement, key, shift);
      if (!next) return false;
      move(next);
      return true;
    },
    [current, move],
  );

  const blocked = saving > 0;
  return {
    state,
    activeSide,
    setActiveSide,
    area,
    current,
    move,
    replaceDesign,
    remove: () => commit(null),
    centre,
    nudge,
    undo: () => !blocked && dispatch({ type: "undo", side: activeSide }),
    redo: () => !blocked && dispatch({ type: "redo", side: activeSide }),
    canUndo: !blocked && canUndo(state, activeSide),
    canRedo: !blocked && canRedo(state, activeSide),
    busy,
    saveError,
  };
}
