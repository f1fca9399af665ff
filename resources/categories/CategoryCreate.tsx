import { Create } from "react-admin";
import { CategoryForm } from "./CategoryForm";
import { useCategoryPlace } from "./categoryScope";
import { useCategorySave } from "./useCategorySave";

/** A new category: in the active store, or with `platform` the platform's own (admins). */
export const CategoryCreate = ({ platform = false }: { platform?: boolean }) => {
  const place = useCategoryPlace(platform);
  const mutationOptions = useCategorySave(place);
  return (
    <Create resource="Category" title="app.catalogue.categories.new" mutationOptions={mutationOptions}>
      <CategoryForm place={place} editing={false} />
    </Create>
  );
};

/** /Category/create, in the active store. */
const StoreCategoryCreate = () => <CategoryCreate />;

export default StoreCategoryCreate;
