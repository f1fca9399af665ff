import { Box } from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import type { CategoryNode } from "../../domain/category-tree";
import { CategoryRow, type DropPlace } from "./CategoryRow";
import { flatten, moveAmongSiblings, moveBefore, moveInto } from "./treeOps";

interface CategoryTreeProps {
  tree: readonly CategoryNode[];
  /** False: the tree is only shown (no choosing, no actions). */
  editable: boolean;
  /** False: no drag and no move buttons (a search shows matches, not the tree). */
  movable: boolean;
  selectedIds: readonly number[];
  onToggle: (id: number) => void;
  onReorder: (next: CategoryNode[]) => void;
  onEdit: (node: CategoryNode) => void;
  onDelete: (node: CategoryNode) => void;
}

/** The tree as indented rows, reordered by native HTML5 drag and drop (no extra dependency). */
export const CategoryTree = (props: CategoryTreeProps) => {
  const { tree, onReorder } = props;
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number | null>(null);

  const drop = (targetId: number, place: DropPlace) => {
    if (dragged === null || dragged === targetId) return;
    const next = place === "inside" ? moveInto(tree, dragged, targetId) : moveBefore(tree, dragged, targetId);
    setDragged(null);
    if (next) onReorder(next);
  };

  return (
    <Box component="ul" aria-label={translate("app.catalogue.categories.tree")} sx={{ m: 0, p: 0 }}>
      {flatten(tree).map(({ node, depth }) => (
        <CategoryRow
          key={node.id}
          node={node}
          depth={depth}
          editable={props.editable}
          movable={props.movable}
          selected={props.selectedIds.includes(node.id)}
          onToggle={() => props.onToggle(node.id)}
          dragging={dragged === node.id}
          onDragStart={() => setDragged(node.id)}
          onDragEnd={() => setDragged(null)}
          onDrop={(place) => drop(node.id, place)}
          onMove={(delta) => {
            const next = moveAmongSiblings(tree, node.id, delta);
            if (next) onReorder(next);
          }}
          onEdit={() => props.onEdit(node)}
          onDelete={() => props.onDelete(node)}
        />
      ))}
    </Box>
  );
};
