import { FormHelperText } from "@mui/material";
import { CategoryPicker } from "../../categories/CategoryPicker";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";

/** Category picker, the catalogue area's: tick categories or add a new one at once. */
export const CategoriesCard = () => {
  const { product, draft, set, errors } = useEditor();
  return (
    <EditorCard title="app.productEditor.categories.title">
      <CategoryPicker
        websiteId={product.website_id}
        value={draft.categories}
        onChange={(ids) => set("categories", ids)}
      />
      {errors.categories ? <FormHelperText error>{errors.categories}</FormHelperText> : null}
    </EditorCard>
  );
};
