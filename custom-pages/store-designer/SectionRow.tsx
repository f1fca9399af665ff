import { useTranslate } from "react-admin";
import { Box, IconButton, ListItem, ListItemText } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import type { Section } from "../../domain/sections";
import { DragHandle } from "./DragHandle";
import { MoveButtons } from "./MoveButtons";
import { sectionLabel } from "./sectionLabel";
import { useRowDnd } from "./useRowDnd";

export const SECTION_DND_TYPE = "store-designer-section";

interface Props {
  section: Section;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One section of the page: dragged by its handle and dropped on another row to take its place;
 * the arrow buttons do the same from the keyboard.
 */
export const SectionRow = ({ section, index, count, onMove, onEdit, onDelete }: Props) => {
  const translate = useTranslate();
  const name = sectionLabel(section, translate);
  const { rowRef, handleRef, dragging, over } = useRowDnd(SECTION_DND_TYPE, section.id, index, onMove);

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
          <MoveButtons
            index={index}
            count={count}
            onMove={onMove}
            upLabel={translate("app.storeDesigner.sections.move_up", { name })}
            downLabel={translate("app.storeDesigner.sections.move_down", { name })}
          />
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
      <DragHandle
        handleRef={handleRef}
        label={translate("app.storeDesigner.sections.drag", { name })}
        testId={`drag-${section.id}`}
      />
      <ListItemText
        primary={name}
        slotProps={{ primary: { noWrap: true, variant: "body2" } }}
        sx={{ mr: 16 }}
      />
    </ListItem>
  );
};
