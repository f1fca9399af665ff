/** A cell of the grid: its row and column index. */
export interface SheetCellAt {
  row: number;
  col: number;
}

/**
 * Where a navigation key moves the active cell in a grid of `rows` by `cols`; null when the key
 * does not move it (Tab past the last cell leaves the grid).
 */
export function moveCell(
  at: SheetCellAt,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
): SheetCellAt | null {
  const clamp = (row: number, col: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (key) {
    case "ArrowUp":
      return clamp(at.row - 1, at.col);
    case "ArrowDown":
    case "Enter":
      return clamp(at.row + (key === "Enter" && shift ? -1 : 1), at.col);
    case "ArrowLeft":
      return clamp(at.row, at.col - 1);
    case "ArrowRight":
      return clamp(at.row, at.col + 1);
    case "Home":
      return clamp(at.row, 0);
    case "End":
      return clamp(at.row, cols - 1);
    case "Tab": {
      const index = at.row * cols + at.col + (shift ? -1 : 1);
      if (index < 0 || index >= rows * cols) return null;
      return { row: Math.floor(index / cols), col: index % cols };
    }
    default:
      return null;
  }
}
