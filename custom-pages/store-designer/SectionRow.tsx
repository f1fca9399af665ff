import { useRef } from "react";
import { useDrag, useDrop } from "react-dnd";
import { useTranslate } from "react-admin";
import { Box, IconButton, ListItem, ListItemText, Tooltip } from "@mui/material";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import EditIcon from "@mui/icons-material/Edit";
import type { Section } from "../../domain/sections";
import { sectionLabel } from "./sectionLabel";

export const SECTION_DND_TYPE = "store-designer-section";

interface DragItem {
  id: string;
  index: number;
}

interface Props {
  section: Section;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One section of the page: dragged by its handle (react-dnd, HTML5 backend) and dropped on
 * another row to take its place; the arrow buttons do the same from the keyboard.
 */
export const SectionRow = ({ section, index, count, onMove, onEdit, onDelete }: Props) => {
  const translate = useTranslate();
  const name = sectionLabel(section, translate);
  const rowRef = useRef<HTMLLIElement>(null);
  const handleRef = useRef<HTMLSpanElement>(null);
  const [{ dragging }, drag, preview] = useDrag(
    () => ({
      type: SECTION_DND_TYPE,
      item: { id: section.id, index } satisfies DragItem,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [section.id, index],
  );
  const [{ over }, drop] = useDrop(
    () => ({
      accept: SECTION_DND_TYPE,
      drop: (item: DragItem) => {
        if (item.index !== index) onMove(item.index, index);
      },
      collect: (monitor) => ({ over: monitor.isOver() && monitor.getItem<DragItem>()?.id !== section.id }),
    }),
    [index, onMove, section.id],
  );
  drag(handleRef);
  drop(preview(rowRef));

  return (
    <ListItem
      ref={rowRef}
      data-section-id={section.id}
      aria-label={name}
      sx={{
        opacity: dragging ? 0.4 : 1,
        borderTop: 2,
        borderColor: over ? "primary.main" : "transparent",
        bgcolor: "background.paper",
        pr: 1,
        pl: 0.5,
      }}
      secondaryAction={
        <Box sx={{ display: "flex" }}>
          <Tooltip title={translate("app.storeDesigner.sections.move_up", { name })}>
            <span>
              <IconButton
                size="small"
                aria-label={translate("app.storeDesigner.sections.move_up", { name })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate("app.storeDesigner.sections.move_down", { name })}>
            <span>
              <IconButton
                size="small"
                aria-label={translate("app.storeDesigner.sections.move_down", { name })}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <IconButton
            size="small"
            aria-label={translate("app.storeDesigner.sections.edit", { name })}
            onClick={onEdit}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            color="error"
            aria-label={translate("app.storeDesigner.sections.delete", { name })}
            onClick={onDelete}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      }
    >
      <Box
        component="span"
        ref={handleRef}
        role="img"
        aria-label={translate("app.storeDesigner.sections.drag", { name })}
        data-testid={`drag-${section.id}`}
        sx={{ cursor: "grab", display: "flex", color: "text.secondary", mr: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <ListItemText
        primary={name}
        slotProps={{ primary: { noWrap: true, variant: "body2" } }}
        sx={{ mr: 16 }}
      />
    </ListItem>
  );
};
