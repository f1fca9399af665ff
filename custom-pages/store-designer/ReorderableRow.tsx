import type { ReactNode } from "react";
import { useTranslate } from "react-admin";
import { Box, ListItem, type ListItemProps } from "@mui/material";
import { DragHandle } from "./DragHandle";
import { MoveButtons } from "./MoveButtons";
import { useRowDnd } from "./useRowDnd";

interface Props extends Omit<ListItemProps, "ref" | "id" | "children" | "secondaryAction" | "aria-label"> {
  /** The react-dnd type: a row drops only on rows of its own list. */
  dndType: string;
  id: string | number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** The row's accessible name, also named in its move and drag labels. */
  name: string;
  /** The designer's message group of the move_up, move_down and drag labels. */
  messages: "pages" | "sections" | "products";
  handleTestId: string;
  /** False while the list is in another order than the store's: no arrows and no handle then. */
  movable?: boolean;
  /** The row's own buttons, after the arrows. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A row of one of the designer's reorderable lists (pages, sections, chosen products): dragged by
 * its handle and dropped on another row to take its place, or moved by the arrow buttons from the
 * keyboard; dimmed while dragged, underlined where it would drop.
 */
export const ReorderableRow = ({
  dndType,
  id,
  index,
  count,
  onMove,
  name,
  messages,
  handleTestId,
  movable = true,
  actions,
  children,
  sx,
  ...rest
}: Props) => {
  const translate = useTranslate();
  const { rowRef, handleRef, dragging, over } = useRowDnd(dndType, id, index, onMove);
  const label = (key: string) => translate(`app.storeDesigner.${messages}.${key}`, { name });
  return (
    <ListItem
      ref={rowRef}
      {...rest}
      aria-label={name}
      sx={[
        { opacity: dragging ? 0.4 : 1, borderTop: 2, borderColor: over ? "primary.main" : "transparent" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      secondaryAction={
        <Box sx={{ display: "flex" }}>
          {movable && (
            <MoveButtons
              index={index}
              count={count}
              onMove={onMove}
              upLabel={label("move_up")}
              downLabel={label("move_down")}
            />
          )}
          {actions}
        </Box>
      }
    >
      {movable && <DragHandle handleRef={handleRef} label={label("drag")} testId={handleTestId} />}
      {children}
    </ListItem>
  );
};
