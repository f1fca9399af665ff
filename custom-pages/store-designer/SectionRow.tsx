import { useTranslate } from "react-admin";
import { IconButton, ListItemText } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import type { Section } from "../../domain/sections";
import { ReorderableRow } from "./ReorderableRow";
import { sectionLabel } from "./sectionLabel";

export const SECTION_DND_TYPE = "store-designer-section";

interface Props {
  section: Section;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One section of the page, moved by its handle or the arrow buttons, edited or deleted by its own. */
export const SectionRow = ({ section, index, count, onMove, onEdit, onDelete }: Props) => {
  const translate = useTranslate();
  const name = sectionLabel(section, translate);

  return (
    <ReorderableRow
      dndType={SECTION_DND_TYPE}
      id={section.id}
      index={index}
      count={count}
      onMove={onMove}
      name={name}
      messages="sections"
      handleTestId={`drag-${section.id}`}
      data-section-id={section.id}
      sx={{ bgcolor: "background.paper", pr: 1, pl: 0.5 }}
      actions={
        <>
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
        </>
      }
    >
      <ListItemText
        primary={name}
        slotProps={{ primary: { noWrap: true, variant: "body2" } }}
        sx={{ mr: 16 }}
      />
    </ReorderableRow>
  );
};
