import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { CategoryDialog } from "./CategoryDialog";
import { flatten } from "./treeOps";
import { useCategories } from "./useCategories";

export interface CategoryPickerProps {
  websiteId: number;
  value: number[];
  onChange: (ids: number[]) => void;
}

/**
 * Category picker of the product editor: "Select a category for this product (optional)
 * or Add a new category". A category created here is ticked at once.
 */
export const CategoryPicker = ({ websiteId, value, onChange }: CategoryPickerProps) => {
  const translate = useTranslate();
  const { tree, isPending, refresh } = useCategories(websiteId);
  const [adding, setAdding] = useState(false);
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
          {flatten(tree).map(({ node, depth }) => (
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
      <CategoryDialog
        open={adding}
        scope={websiteId}
        tree={tree}
        category={null}
        onClose={() => setAdding(false)}
        onSaved={(category) => {
          void refresh();
          onChange([...value, category.id]);
        }}
      />
    </Box>
  );
};
