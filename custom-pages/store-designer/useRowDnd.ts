import { useRef } from "react";
import { useDrag, useDrop } from "react-dnd";

interface DragItem {
  id: string | number;
  index: number;
}

/**
 * A row of a reorderable list: dragged by its handle (react-dnd, HTML5 backend) and dropped on
 * another row of the same `type` to take its place. Attach `rowRef` to the row, `handleRef` to
 * the handle.
 */
export function useRowDnd<R extends HTMLElement = HTMLLIElement>(
  type: string,
  id: string | number,
  index: number,
  onMove: (from: number, to: number) => void,
) {
  const rowRef = useRef<R>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const [{ dragging }, drag, preview] = useDrag(
    () => ({
      type,
      item: { id, index } satisfies DragItem,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [type, id, index],
  );
  const [{ over }, drop] = useDrop(
    () => ({
      accept: type,
      drop: (item: DragItem) => {
        if (item.index !== index) onMove(item.index, index);
      },
      collect: (monitor) => ({ over: monitor.isOver() && monitor.getItem<DragItem>()?.id !== id }),
    }),
    [type, index, onMove, id],
  );
  drag(handleRef);
  drop(preview(rowRef));
  return { rowRef, handleRef, dragging, over };
}
