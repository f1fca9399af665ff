import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  edit,
  isDirty,
  redo,
  saveFailed,
  saveStarted,
  saveSucceeded,
  startHistory,
  undo,
  type History,
} from "../../custom-pages/store-designer/history";

/** An edit followed by its auto-save, as the editor does it 500 ms later. */
const editAndSave = (h: History<string[]>, next: string[]) => saveSucceeded(saveStarted(edit(h, next)));

describe("design editor undo and redo", () => {
  it("undo pops the last saved snapshot and pushes the current one to redo; redo reverses it", () => {
    let h = startHistory<string[]>([]);
    h = editAndSave(h, ["banner"]);
    h = editAndSave(h, ["banner", "products"]);
    expect(h.past).toEqual([[], ["banner"]]);

    h = undo(h);
    expect(h.current).toEqual(["banner"]);
    expect(h.future).toEqual([["banner", "products"]]);
    expect(isDirty(h)).toBe(true);
    h = saveSucceeded(saveStarted(h));
    // Applying an undo is not itself an undo step.
    expect(h.past).toEqual([[]]);

    h = redo(h);
    expect(h.current).toEqual(["banner", "products"]);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([[], ["banner"]]);
    h = saveSucceeded(saveStarted(h));
    expect(h.past).toEqual([[], ["banner"]]);
    expect(isDirty(h)).toBe(false);
  });

  it("blocks undo and redo while a save is in flight, until it returns", () => {
    let h = editAndSave(startHistory<string[]>([]), ["a"]);
    h = editAndSave(h, ["a", "b"]);
    h = saveStarted(undo(h));
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    h = saveSucceeded(h);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(true);
  });

  it("a new edit clears redo", () => {
    let h = editAndSave(startHistory<string[]>([]), ["a"]);
    h = saveSucceeded(saveStarted(undo(h)));
    expect(canRedo(h)).toBe(true);
    h = edit(h, ["c"]);
    expect(canRedo(h)).toBe(false);
    expect(h.future).toEqual([]);
  });

  it("an edit after an undo keeps the undone-to snapshot as its undo point", () => {
    let h = editAndSave(startHistory<string[]>([]), ["a"]);
    h = editAndSave(h, ["a", "b"]);
    h = saveSucceeded(saveStarted(undo(h)));
    h = editAndSave(h, ["a", "c"]);
    expect(undo(h).current).toEqual(["a"]);
  });

  it("undoes edits not yet sent back to where they started, without a save", () => {
    let h = editAndSave(startHistory<string[]>([]), ["a"]);
    h = edit(edit(h, ["a", "b"]), ["a", "b", "c"]);
    h = undo(h);
    expect(h.current).toEqual(["a"]);
    expect(isDirty(h)).toBe(false);
    h = redo(h);
    expect(h.current).toEqual(["a", "b", "c"]);
    expect(isDirty(h)).toBe(true);
  });

  it("one undo step spans every edit one save sent; edits during a save start the next step", () => {
    let h = startHistory<string[]>([]);
    h = saveStarted(edit(edit(h, ["a"]), ["a", "b"]));
    h = edit(h, ["a", "b", "c"]);
    h = saveSucceeded(h);
    expect(h.past).toEqual([[]]);
    expect(isDirty(h)).toBe(true);
    h = saveSucceeded(saveStarted(h));
    expect(h.past).toEqual([[], ["a", "b"]]);
  });

  it("a failed save loses nothing and is sent again", () => {
    let h = editAndSave(startHistory<string[]>([]), ["a"]);
    h = saveFailed(saveStarted(edit(h, ["a", "b"])));
    expect(h.current).toEqual(["a", "b"]);
    expect(isDirty(h)).toBe(true);
    expect(canUndo(h)).toBe(true);
    h = saveSucceeded(saveStarted(h));
    expect(h.server).toEqual(["a", "b"]);
    expect(h.past).toEqual([[], ["a"]]);
  });
});
