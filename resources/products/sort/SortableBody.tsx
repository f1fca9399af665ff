import type { DragEvent } from "react";
import { DataTableBody, DataTableRow, useRecordContext, type DataTableBodyProps } from "react-admin";
import type { TableRowProps } from "@mui/material";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { useSortDrag } from "./SortDragContext";

/** A list row that can be dragged onto another row of the page to take its place. */
const SortableRow = (props: TableRowProps) => {
  const record = useRecordContext<ProductRecord>();
  const drag = useSortDrag();
  if (!drag.enabled || !record) return <DataTableRow {...props} />;
  const id = record.id;
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    if (drag.overId !== id) drag.over(id);
  };
  return (
    <DataTableRow
      {...props}
      draggable
      data-product-id={id}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(id));
        drag.start(id);
      }}
      onDragOver={allowDrop}
      onDragEnter={allowDrop}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        drag.drop(id);
      }}
      onDragEnd={drag.end}
      sx={{
        cursor: "grab",
        opacity: drag.draggingId === id ? 0.4 : 1,
        boxShadow:
          drag.overId === id && drag.draggingId !== id
            ? (t) => `inset 0 2px 0 ${t.palette.primary.main}`
            : "none",
      }}
    />
  );
};

export const SortableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={SortableRow} />;
