import { Box, Checkbox, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import DragIcon from "@mui/icons-material/DragIndicator";
import EditIcon from "@mui/icons-material/EditOutlined";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import UpIcon from "@mui/icons-material/ArrowUpward";
import DownIcon from "@mui/icons-material/ArrowDownward";
import SubdirectoryIcon from "@mui/icons-material/SubdirectoryArrowRight";
import { useState, type DragEvent } from "react";
import { useTranslate } from "react-admin";
import type { CategoryNode } from "../../domain/category-tree";

export type DropPlace = "before" | "inside";

interface CategoryRowProps {
  node: CategoryNode;
  depth: number;
  /** Chosen for a bulk action, edited and deleted: edit_products. */
  editable: boolean;
  /** Dragged and moved: editable, and the whole tree is shown (not a search's matches). */
  movable: boolean;
  selected: boolean;
  onToggle: () => void;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (place: DropPlace) => void;
  onMove: (delta: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One category in the tree. Dropping on the upper half of a row puts the dragged category before
 * it; on the lower half, inside it. The arrow buttons do the same without a mouse.
 */
export const CategoryRow = (props: CategoryRowProps) => {
  const translate = useTranslate();
  const { node, depth } = props;
  const [over, setOver] = useState<DropPlace | null>(null);
  const placeOf = (event: DragEvent<HTMLElement>): DropPlace => {
    const box = event.currentTarget.getBoundingClientRect();
    return box.height > 0 && event.clientY > box.top + box.height / 2 ? "inside" : "before";
  };

  return (
    <Box
      component="li"
      draggable={props.movable}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        event.dataTransfer?.setData("text/plain", String(node.id));
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        if (!props.movable) return;
        event.preventDefault();
        setOver(placeOf(event));
      }}
      onDragLeave={() => setOver(null)}
      onDrop={(event: DragEvent<HTMLElement>) => {
        if (!props.movable) return;
        event.preventDefault();
        setOver(null);
        props.onDrop(placeOf(event));
      }}
      sx={{
        listStyle: "none",
        pl: 1 + depth * 3,
        pr: 1,
        py: 0.5,
        borderTop: "2px solid",
        borderTopColor: over === "before" ? "primary.main" : "transparent",
        bgcolor: over === "inside" ? "action.hover" : undefined,
        opacity: props.dragging ? 0.4 : 1,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        {props.editable && (
          <Checkbox
            size="small"
            sx={{ p: 0.5 }}
            checked={props.selected}
            onChange={props.onToggle}
            slotProps={{
              input: { "aria-label": translate("app.catalogue.categories.select", { name: node.name }) },
            }}
          />
        )}
        {props.movable && <DragIcon fontSize="small" sx={{ color: "text.disabled", cursor: "grab" }} />}
        {depth > 0 && <SubdirectoryIcon fontSize="small" sx={{ color: "text.disabled" }} />}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography noWrap>{node.name}</Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            /{node.slug}
          </Typography>
        </Box>
        {props.movable && (
          <>
            <Tooltip title={translate("app.catalogue.categories.move_up")}>
              <IconButton
                size="small"
                aria-label={translate("app.catalogue.categories.move_up")}
                onClick={() => props.onMove(-1)}
              >
                <UpIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate("app.catalogue.categories.move_down")}>
              <IconButton
                size="small"
                aria-label={translate("app.catalogue.categories.move_down")}
                onClick={() => props.onMove(1)}
              >
                <DownIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
        {props.editable && (
          <>
            <Tooltip title={translate("app.catalogue.categories.edit")}>
              <IconButton
                size="small"
                aria-label={translate("app.catalogue.categories.edit")}
                onClick={props.onEdit}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate("ra.action.delete")}>
              <IconButton size="small" aria-label={translate("ra.action.delete")} onClick={props.onDelete}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
    </Box>
  );
};
