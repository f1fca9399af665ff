import { useTranslate } from "react-admin";
import { Box, IconButton, ListItem, ListItemButton, ListItemText } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { DragHandle } from "./DragHandle";
import { MoveButtons } from "./MoveButtons";
import type { DesignerPage } from "./types";
import { useRowDnd } from "./useRowDnd";

export const PAGE_DND_TYPE = "store-designer-page";

interface Props {
  page: DesignerPage;
  index: number;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}

/** One page of the store menu: opened by a click, moved by its handle or the arrow buttons. */
export const PageRow = ({ page, index, count, selected, onSelect, onMove, onDelete }: Props) => {
  const translate = useTranslate();
  const name = page.name;
  const { rowRef, handleRef, dragging, over } = useRowDnd(PAGE_DND_TYPE, page.id, index, onMove);
  const kind = translate(`app.storeDesigner.pages.type_one.${page.type}`);
  const path = `/${page.type === "home" ? "" : page.slug}`;

  return (
    <ListItem
      ref={rowRef}
      disablePadding
      aria-label={name}
      data-page-id={page.id}
      sx={{
        opacity: dragging ? 0.4 : 1,
        borderTop: 2,
        borderColor: over ? "primary.main" : "transparent",
        pl: 0.5,
      }}
      secondaryAction={
        <Box sx={{ display: "flex" }}>
          <MoveButtons
            index={index}
            count={count}
            onMove={onMove}
            upLabel={translate("app.storeDesigner.pages.move_up", { name })}
            downLabel={translate("app.storeDesigner.pages.move_down", { name })}
          />
          <IconButton
            edge="end"
            size="small"
            aria-label={translate("app.storeDesigner.pages.delete", { name })}
            onClick={onDelete}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      }
    >
      <DragHandle
        handleRef={handleRef}
        label={translate("app.storeDesigner.pages.drag", { name })}
        testId={`drag-page-${page.id}`}
      />
      <ListItemButton
        selected={selected}
        aria-current={selected ? "page" : undefined}
        onClick={onSelect}
        sx={{ pr: 14 }}
      >
        <ListItemText
          primary={name}
          secondary={`${kind} · ${path}`}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
};
