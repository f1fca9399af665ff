import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  historyReducer,
  HISTORY_LIMIT,
  sideValue,
  type HistoryState,
  type SideValue,
} from "../../custom-pages/design-canvas/history";

const file = { id: 1, url: "/d.png", width: 1000, height: 1000 };
const at = (cx: number): SideValue => ({
  file,
  placement: { cx, cy: 0.4, width: 0.2, height: 0.2, angle: 0 },
});
const start: HistoryState = historyReducer({}, { type: "load", sides: { front: at(0.5), back: null } });

describe("per-side design history", () => {
  it("undoes and redoes on one side without touching the other", () => {
    let s = historyReducer(start, { type: "commit", side: "front", value: at(0.45) });
    s = historyReducer(s, { type: "commit", side: "back", value: at(0.5) });
    s = historyReducer(s, { type: "undo", side: "front" });
    expect(sideValue(s, "front")).toEqual(at(0.5));
    expect(sideValue(s, "back")).toEqual(at(0.5));
    expect(canRedo(s, "front")).toBe(true);
    s = historyReducer(s, { type: "redo", side: "front" });
    expect(sideValue(s, "front")).toEqual(at(0.45));
    s = historyReducer(s, { type: "undo", side: "back" });
    expect(sideValue(s, "back")).toBeNull();
    expect(canUndo(s, "back")).toBe(false);
  });

  it("a new change clears redo; an unchanged commit adds no step", () => {
    let s = historyReducer(start, { type: "commit", side: "front", value: at(0.4) });
    s = historyReducer(s, { type: "undo", side: "front" });
    s = historyReducer(s, { type: "commit", side: "front", value: at(0.6) });
    expect(canRedo(s, "front")).toBe(false);
    const same = historyReducer(s, { type: "commit", side: "front", value: at(0.6) });
    expect(same).toBe(s);
  });

  it("undo with nothing to undo changes nothing, and the stack is bounded", () => {
    expect(historyReducer(start, { type: "undo", side: "front" })).toBe(start);
    let s = start;
    for (let i = 0; i < HISTORY_LIMIT + 20; i++)
      s = historyReducer(s, { type: "commit", side: "front", value: at(0.3 + i / 1000) });
    expect(s.front!.past).toHaveLength(HISTORY_LIMIT);
  });
});
