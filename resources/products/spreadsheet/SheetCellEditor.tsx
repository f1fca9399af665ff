import { useEffect, useRef, type KeyboardEvent } from "react";
import { useTranslate } from "react-admin";
import { SHEET_STATUSES } from "../../../domain/contracts/product-spreadsheet";
import type { SheetField } from "./sheetEdits";

const inputStyle = {
  width: "100%",
  boxSizing: "border-box" as const,
  font: "inherit",
  padding: "4px 6px",
};

/**
 * The input of the cell being edited: a text box for the name and price, a list for the status.
 * Enter and Tab keep the draft (the grid commits it and moves on), Escape drops it.
 */
export const SheetCellEditor = ({
  field,
  draft,
  label,
  errorId,
  onDraft,
  onKeyDown,
}: {
  field: SheetField;
  draft: string;
  label: string;
  errorId?: string;
  onDraft: (draft: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) => {
  const translate = useTranslate();
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    // Typing into a cell replaces its text: the caret goes after what was typed.
    if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const described = errorId ? { "aria-describedby": errorId, "aria-invalid": true } : {};
  if (field === "status")
    return (
      <select
        ref={ref}
        value={draft}
        aria-label={label}
        onChange={(e) => onDraft(e.target.value)}
        onKeyDown={onKeyDown}
        style={inputStyle}
        {...described}
      >
        {SHEET_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(`app.product_status.${status}`)}
          </option>
        ))}
      </select>
    );
  return (
    <input
      ref={ref}
      value={draft}
      aria-label={label}
      inputMode={field === "price" ? "decimal" : "text"}
      onChange={(e) => onDraft(e.target.value)}
      onKeyDown={onKeyDown}
      style={inputStyle}
      {...described}
    />
  );
};
