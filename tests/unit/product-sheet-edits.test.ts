import { describe, expect, it } from "vitest";
import {
  changeCount,
  noEdits,
  rowErrors,
  sheetReducer,
  sheetRows,
  type SheetAction,
} from "../../resources/products/spreadsheet/sheetEdits";
import { moveCell } from "../../resources/products/spreadsheet/sheetNavigation";

const tee = { id: 1, name: "Tee", price: 1999, status: "published" as const };
const cap = { id: 2, name: "Cap", price: 999, status: "unpublished" as const };
const run = (...actions: SheetAction[]) => actions.reduce(sheetReducer, noEdits);

describe("the spreadsheet's unsaved changes", () => {
  it("keeps only cells that differ from the stored product, and undoes in reverse order", () => {
    const edits = run(
      { type: "set", product: tee, field: "name", value: "Tee 2" },
      { type: "set", product: tee, field: "name", value: "Tee 3" },
      { type: "set", product: cap, field: "price", value: 1299 },
      { type: "set", product: cap, field: "status", value: "unpublished" },
    );
    expect(sheetRows(edits)).toEqual([
      { id: 1, name: "Tee 3" },
      { id: 2, price: 1299 },
    ]);
    expect(changeCount(edits)).toBe(2);
    const once = sheetReducer(edits, { type: "undo" });
    expect(sheetRows(once)).toEqual([{ id: 1, name: "Tee 3" }]);
    const twice = sheetReducer(once, { type: "undo" });
    expect(sheetRows(twice)).toEqual([{ id: 1, name: "Tee 2" }]);
    expect(sheetRows(sheetReducer(twice, { type: "undo" }))).toEqual([]);
    expect(sheetReducer(edits, { type: "discard" })).toBe(noEdits);
  });

  it("a cell set back to its stored value is no change, and Undo brings the change back", () => {
    const back = run(
      { type: "set", product: tee, field: "price", value: 2500 },
      { type: "set", product: tee, field: "price", value: 1999 },
    );
    expect(sheetRows(back)).toEqual([]);
    expect(sheetRows(sheetReducer(back, { type: "undo" }))).toEqual([{ id: 1, price: 2500 }]);
  });

  it("puts the server's row errors back on the products that were sent", () => {
    const sent = [
      { id: 7, name: "A" },
      { id: 9, price: 5 },
    ];
    expect(
      rowErrors(
        sent,
        { "rows.1.price": "Too low", "rows.0.name": "Required", other: "x" },
        { "rows.1.price": "p" },
      ),
    ).toEqual({ 9: { price: { text: "Too low", code: "p" } }, 7: { name: { text: "Required" } } });
  });

  it("moves the active cell by arrows, Enter and Tab, and lets Tab leave at the ends", () => {
    expect(moveCell({ row: 0, col: 0 }, "ArrowUp", false, 3, 4)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 3 }, "Tab", false, 3, 4)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 0 }, "Tab", true, 3, 4)).toEqual({ row: 0, col: 3 });
    expect(moveCell({ row: 2, col: 3 }, "Tab", false, 3, 4)).toBeNull();
    expect(moveCell({ row: 1, col: 2 }, "Enter", false, 3, 4)).toEqual({ row: 2, col: 2 });
    expect(moveCell({ row: 1, col: 2 }, "x", false, 3, 4)).toBeNull();
  });
});
