import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { useState } from "react";
import { CreateBase, useGetList, useTranslate } from "react-admin";
import { categoryTree, type CategoryRecord } from "../../domain/category-tree";
import { CategoryForm } from "./CategoryForm";
import { CATEGORY_TREE_SIZE, storeCategoryPlace } from "./categoryScope";
import { flatten } from "./treeOps";
import { useCategorySave } from "./useCategorySave";

export interface CategoryPickerProps {
  websiteId: number;
  value: number[];
  onChange: (ids: number[]) => void;
}

/**
 * Category picker of the product editor: "Select a category for this product (optional)
 * or Add a new category". A category created here (the Category form, in the product's store)
 * is ticked at once.
 */
export const CategoryPicker = ({ websiteId, value, onChange }: CategoryPickerProps) => {
  const translate = useTranslate();
  const place = storeCategoryPlace(websiteId);
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<CategoryRecord>("Category", {
    filter: place.filter,
    pagination: { page: 1, perPage: CATEGORY_TREE_SIZE },
    sort: { field: "sort_order", order: "ASC" },
  });
  const [adding, setAdding] = useState(false);
  const saved = useCategorySave(place, (id) => {
    setAdding(false);
    void refetch();
    onChange([...value, id]);
  });
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <Typography variant="body2">{translate("app.catalogue.picker.category_hint")}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate("app.catalogue.picker.or")}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate("app.catalogue.picker.add_category")}
        </Button>
      </Stack>
      {isPending ? (
        <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} />
      ) : (
        <FormGroup aria-label={translate("app.catalogue.page.categories")} sx={{ mt: 1 }}>
          {flatten(categoryTree(data)).map(({ node, depth }) => (
            <FormControlLabel
              key={node.id}
              sx={{ pl: depth * 3 }}
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(node.id)}
                  onChange={(e) => toggle(node.id, e.target.checked)}
                />
              }
              label={node.name}
            />
          ))}
        </FormGroup>
      )}
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="category-create-title"
      >
        <DialogTitle id="category-create-title">{translate("app.catalogue.categories.new")}</DialogTitle>
        <CreateBase<CategoryRecord>
          resource="Category"
          redirect={false}
          transform={(data) => ({ ...data, website_id: websiteId })}
          mutationOptions={saved}
        >
          <CategoryForm place={place} editing={false} />
        </CreateBase>
      </Dialog>
    </Box>
  );
};
