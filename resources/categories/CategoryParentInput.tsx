import { Box } from "@mui/material";
import { SelectInput, useGetList, useRecordContext } from "react-admin";
import { categoryTree, type CategoryRecord } from "../../domain/category-tree";
import { CATEGORY_TREE_SIZE, type CategoryPlace } from "./categoryScope";
import { flatten, subtreeIds } from "./treeOps";

interface ParentChoice {
  id: number;
  name: string;
  depth: number;
}

const indented = (choice: ParentChoice) => (
  <Box component="span" sx={{ pl: choice.depth * 2 }}>
    {choice.name}
  </Box>
);

/** The parent: any category of the same tree but this one and those inside it (the tree must not loop). */
export const CategoryParentInput = ({ place }: { place: CategoryPlace }) => {
  const record = useRecordContext<CategoryRecord>();
  const { data = [], isPending } = useGetList<CategoryRecord>("Category", {
    filter: place.filter,
    pagination: { page: 1, perPage: CATEGORY_TREE_SIZE },
    sort: { field: "sort_order", order: "ASC" },
    meta: place.meta,
  });
  const tree = categoryTree(data);
  const blocked = record ? subtreeIds(tree, record.id) : new Set<number>();
  const choices: ParentChoice[] = flatten(tree)
    .filter(({ node }) => !blocked.has(node.id))
    .map(({ node, depth }) => ({ id: node.id, name: node.name, depth }));
  return (
    <SelectInput
      source="parent_id"
      label="app.catalogue.categories.parent"
      choices={choices}
      optionText={indented}
      emptyText="app.catalogue.categories.no_parent"
      isPending={isPending}
      // No parent reads "None (top level)" rather than an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );
};
