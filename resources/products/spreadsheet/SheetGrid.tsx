import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { alpha, darken } from "@mui/material/styles";
import { useTranslate } from "react-admin";
import type { SheetProductRecord } from "../../../domain/contracts/product-spreadsheet";
import { PRODUCT_NAME_MAX } from "../../../domain/products";
import { toCents, toDollars } from "../../../domain/money";
import { formatCents } from "../../../ui/format";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import { visuallyHidden } from "../../../ui/charts/ChartTable";
import { SheetCellEditor } from "./SheetCellEditor";
import { moveCell, type SheetCellAt } from "./sheetNavigation";
import type { SheetEdits, SheetField, SheetProduct, SheetValues } from "./sheetEdits";

/** The grid's columns in order: the editable cells, then the stock (read only). */
const COLUMNS = ["name", "price", "status", "stock"] as const;
type Column = (typeof COLUMNS)[number];
const isEditable = (column: Column): column is SheetField => column !== "stock";

/** Messages shown under cells: per product, per cell. */
export type CellErrors = Record<number, Partial<Record<SheetField, string>>>;

/**
 * The values a row holds before any change, at the version read: a product switched on counts as
 * published.
 */
export function sheetProduct(record: SheetProductRecord): SheetProduct {
  const on = record.available === undefined ? record.status !== "unpublished" : record.available === 1;
  const status = on ? "published" : "unpublished";
  const product = { id: record.id, name: record.name, price: record.price, status } as const;
  return record.version === undefined ? product : { ...product, version: record.version };
}

interface Editing {
  draft: string;
  error?: string;
}

/**
 * The store's products as a spreadsheet (an ARIA grid): one active cell moved by the arrows, Tab,
 * Home/End and Enter; Enter, F2 or typing edits it; Enter or Tab keeps the edit and moves on,
 * Escape drops it. Changed cells are marked (and say so to screen readers); errors show under
 * their cells.
 */
export const SheetGrid = ({
  records,
  edits,
  errors,
  onSet,
}: {
  records: readonly SheetProductRecord[];
  edits: SheetEdits;
  errors: CellErrors;
  onSet: <F extends SheetField>(product: SheetProduct, field: F, value: SheetValues[F]) => void;
}) => {
  const translate = useTranslate();
  const [active, setActive] = useState<SheetCellAt>({ row: 0, col: 0 });
  const [editing, setEditingState] = useState<Editing | null>(null);
  // The editor's blur reads the draft after Escape or a commit has already ended the edit.
  const editingRef = useRef<Editing | null>(null);
  const setEditing = (next: Editing | null) => {
    editingRef.current = next;
    setEditingState(next);
  };
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  // The grid takes the focus only once the user works in it (not when the page opens).
  const engaged = useRef(false);
  const at = { row: Math.min(active.row, Math.max(records.length - 1, 0)), col: active.col };
  const column = COLUMNS[at.col]!;
  const record = records[at.row];

  useEffect(() => {
    if (engaged.current && !editing) cells.current.get(`${at.row}:${at.col}`)?.focus();
  }, [at.row, at.col, editing]);

  const valueOf = <F extends SheetField>(row: SheetProductRecord, field: F): SheetValues[F] =>
    (edits.changed[row.id]?.[field] as SheetValues[F] | undefined) ?? sheetProduct(row)[field];

  const startEdit = (typed?: string) => {
    if (!record || !isEditable(column)) return;
    const value = valueOf(record, column);
    const text = column === "price" ? toDollars(value as number) : String(value);
    setEditing({ draft: typed ?? text });
  };

  /** Keeps the draft in the cell when it is a value the cell can hold; answers whether it did. */
  const commit = (): boolean => {
    const current = editingRef.current;
    if (!current || !record || !isEditable(column)) return true;
    const product = sheetProduct(record);
    if (column === "name") {
      const name = current.draft.trim().slice(0, PRODUCT_NAME_MAX);
      if (!name) {
        setEditing({ ...current, error: translate("app.productList.spreadsheet.errors.name_required") });
        return false;
      }
      onSet(product, "name", name);
    } else if (column === "price") {
      const cents = toCents(current.draft);
      if (cents === null || cents <= 0) {
        setEditing({ ...current, error: translate("app.productList.spreadsheet.errors.price_invalid") });
        return false;
      }
      onSet(product, "price", cents);
    } else {
      onSet(product, "status", current.draft === "published" ? "published" : "unpublished");
    }
    setEditing(null);
    return true;
  };

  const onCellKey = (event: KeyboardEvent<HTMLElement>) => {
    engaged.current = true;
    if (editingRef.current) return;
    const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if ((event.key === "Enter" || event.key === "F2") && isEditable(column)) {
      event.preventDefault();
      startEdit();
    } else if (typed && (column === "name" || column === "price")) {
      event.preventDefault();
      startEdit(event.key);
    } else {
      const next = moveCell(at, event.key, event.shiftKey, records.length, COLUMNS.length);
      if (next) {
        event.preventDefault();
        setActive(next);
      }
    }
  };

  const onEditorKey = (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      setEditing(null);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      if (!commit()) return;
      const next = moveCell(at, event.key, event.shiftKey, records.length, COLUMNS.length);
      if (next) setActive(next);
    }
  };

  const label = (col: Column) => translate(`app.productList.spreadsheet.columns.${col}`);

  const shown = (row: SheetProductRecord, col: Column): string => {
    if (col === "stock") return String(row.inventory_quantity);
    if (col === "price") return formatCents(valueOf(row, "price"));
    if (col === "name") return valueOf(row, "name");
    const changed = edits.changed[row.id]?.status;
    return translate(`app.product_status.${changed ?? row.status}`);
  };

  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table
        size="small"
        role="grid"
        aria-label={translate("app.productList.spreadsheet.grid_label")}
        aria-describedby="product-sheet-help"
        aria-rowcount={records.length + 1}
        sx={{ minWidth: 560 }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((col) => (
              <TableCell key={col} sx={{ fontWeight: 600 }} align={col === "name" ? "left" : "right"}>
                {label(col)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((row, r) => (
            <TableRow key={row.id}>
              {COLUMNS.map((col, c) => {
                const isActive = at.row === r && at.col === c;
                const isEditing = isActive && editing !== null;
                const changed = isEditable(col) && edits.changed[row.id]?.[col] !== undefined;
                const error =
                  isEditing && editing.error
                    ? editing.error
                    : isEditable(col)
                      ? errors[row.id]?.[col]
                      : undefined;
                const errorId = error ? `product-sheet-error-${row.id}-${col}` : undefined;
                return (
                  <TableCell
                    key={col}
                    role="gridcell"
                    ref={(el: HTMLTableCellElement | null) => {
                      if (el) cells.current.set(`${r}:${c}`, el);
                      else cells.current.delete(`${r}:${c}`);
                    }}
                    tabIndex={isActive && !isEditing ? 0 : -1}
                    aria-readonly={col === "stock" ? true : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={errorId}
                    data-changed={changed ? "true" : undefined}
                    title={col === "stock" ? translate("app.productList.spreadsheet.stock_hint") : undefined}
                    align={col === "name" ? "left" : "right"}
                    onKeyDown={onCellKey}
                    onMouseDown={() => {
                      engaged.current = true;
                      // Another cell clicked while editing: the edit is kept first (or stays open if invalid).
                      if (isActive || (editingRef.current && !commit())) return;
                      setActive({ row: r, col: c });
                    }}
                    onDoubleClick={() => startEdit()}
                    sx={(theme) => ({
                      cursor: isEditable(col) ? "cell" : "default",
                      minWidth: col === "name" ? 220 : 110,
                      width: col === "name" ? undefined : 150,
                      bgcolor: changed ? alpha(theme.palette.warning.main, 0.12) : undefined,
                      boxShadow: changed ? `inset 3px 0 0 ${theme.palette.warning.dark}` : undefined,
                      outline: error
                        ? `2px solid ${theme.palette.error.main}`
                        : isActive
                          ? `2px solid ${theme.palette.primary.main}`
                          : undefined,
                      outlineOffset: -2,
                      "&:focus": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
                    })}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      alignItems="center"
                      justifyContent={col === "name" ? "flex-start" : "flex-end"}
                    >
                      {col === "name" && <ProductPicture src={row.preview_photo_url} alt="" size={32} />}
                      {isEditing && isEditable(col) ? (
                        <SheetCellEditor
                          field={col}
                          draft={editing.draft}
                          label={`${label(col)}: ${row.name}`}
                          errorId={errorId}
                          onDraft={(draft) => setEditing({ draft })}
                          onKeyDown={onEditorKey}
                        />
                      ) : (
                        <span>
                          {shown(row, col)}
                          {changed && (
                            <span style={visuallyHidden}>
                              {` (${translate("app.productList.spreadsheet.changed")})`}
                            </span>
                          )}
                        </span>
                      )}
                    </Stack>
                    {error && (
                      <Box
                        id={errorId}
                        sx={(theme) => ({
                          color: darken(theme.palette.error.dark, 0.2),
                          fontSize: 12,
                          mt: 0.5,
                          textAlign: "left",
                        })}
                      >
                        {error}
                      </Box>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
