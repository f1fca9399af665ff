import { Edit } from "react-admin";
import { CategoryForm } from "./CategoryForm";
import { useCategoryPlace } from "./categoryScope";
import { useCategorySave } from "./useCategorySave";

/** A category's page: name, slug and parent; Save, instant save, or delete after a confirmation. */
export const CategoryEdit = ({ platform = false }: { platform?: boolean }) => {
  const place = useCategoryPlace(platform);
  const mutationOptions = useCategorySave(place);
  return (
    <Edit
      resource="Category"
      title="app.catalogue.categories.edit"
      mutationMode="pessimistic"
      queryOptions={{ meta: place.meta }}
      mutationOptions={mutationOptions}
    >
      <CategoryForm place={place} editing />
    </Edit>
  );
};

/** /Category/:id, a store's category. */
const StoreCategoryEdit = () => <CategoryEdit />;

export default StoreCategoryEdit;
