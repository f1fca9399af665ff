import type { SideDesign } from "./types";

/**
 * Per-side edit history of the design editor, as a plain reducer (no Fabric, no React) so undo
 * is tested on its own. Every committed change pushes the side's previous state on its undo
 * stack and clears its redo stack; undo and redo swap states between the two. Each side keeps
 * its own stacks: undo on the back never touches the front.
 */
export type SideValue = SideDesign | null;

export interface SideHistory {
  present: SideValue;
  past: SideValue[];
  future: SideValue[];
}

export type HistoryState = Record<string, SideHistory>;

export type HistoryAction =
  | { type: "load"; sides: Record<string, SideValue> }
  | { type: "commit"; side: string; value: SideValue }
  | { type: "undo"; side: string }
  | { type: "redo"; side: string };

/** Undo steps kept per side: enough for a session, bounded so a long nudge run stays small. */
export const HISTORY_LIMIT = 100;

const empty: SideHistory = { present: null, past: [], future: [] };

function sameValue(a: SideValue, b: SideValue): boolean {
  if (a === null || b === null) return a === b;
  const p = a.placement;
  const q = b.placement;
  return (
    a.file.id === b.file.id &&
    p.cx === q.cx &&
    p.cy === q.cy &&
    p.width === q.width &&
    p.height === q.height &&
    p.angle === q.angle
  );
}

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case "load": {
      const next: HistoryState = {};
      for (const [side, value] of Object.entries(action.sides))
        next[side] = { present: value, past: [], future: [] };
      return next;
    }
    case "commit": {
      const h = state[action.side] ?? empty;
      if (sameValue(h.present, action.value)) return state;
      return {
        ...state,
        [action.side]: {
          present: action.value,
          past: [...h.past, h.present].slice(-HISTORY_LIMIT),
          future: [],
        },
      };
    }
    case "undo": {
      const h = state[action.side];
      if (!h || h.past.length === 0) return state;
      return {
        ...state,
        [action.side]: {
          present: h.past[h.past.length - 1] ?? null,
          past: h.past.slice(0, -1),
          future: [h.present, ...h.future],
        },
      };
    }
    case "redo": {
      const h = state[action.side];
      if (!h || h.future.length === 0) return state;
      return {
        ...state,
        [action.side]: {
          present: h.future[0] ?? null,
          past: [...h.past, h.present],
          future: h.future.slice(1),
        },
      };
    }
  }
}

export function sideValue(state: HistoryState, side: string): SideValue {
  return state[side]?.present ?? null;
}

export function canUndo(state: HistoryState, side: string): boolean {
  return (state[side]?.past.length ?? 0) > 0;
}

export function canRedo(state: HistoryState, side: string): boolean {
  return (state[side]?.future.length ?? 0) > 0;
}
