import { useState } from "react";
import { Edit, TopToolbar } from "react-admin";
import { useParams } from "react-router-dom";
import { staleSave, StaleSaveDialog, type StaleSave } from "../../ui/StaleSaveDialog";
import { EditPresence } from "../../providers/live/PresenceChip";
import { CategoryForm } from "./CategoryForm";
import { useCategoryPlace } from "./categoryScope";
import { useCategorySave } from "./useCategorySave";

/**
 * A category's page: name, slug and parent; Save, instant save, or delete after a confirmation.
 * A save on the version read, when someone else saved the category meanwhile, opens the conflict
 * dialog instead of overwriting their save.
 */
export const CategoryEdit = ({ platform = false }: { platform?: boolean }) => {
  const { id = "" } = useParams();
  const place = useCategoryPlace(platform);
  const { onSuccess, onError, meta } = useCategorySave(place);
  const [stale, setStale] = useState<StaleSave | null>(null);
  return (
    <Edit
      resource="Category"
      title="app.catalogue.categories.edit"
      actions={
        <TopToolbar>
          <EditPresence entity="Category" />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      queryOptions={{ meta: place.meta }}
      mutationOptions={{
        meta,
        onSuccess,
        onError: (error, variables) => {
          const conflict = staleSave(error, variables.data, variables.previousData);
          if (conflict) setStale(conflict);
          else onError(error);
        },
      }}
    >
      <CategoryForm
        place={place}
        editing
        conflict={
          <StaleSaveDialog
            resource="Category"
            id={id}
            meta={place.meta}
            stale={stale}
            onChange={setStale}
            onSaved={(record) => onSuccess({ id: Number(record.id) })}
          />
        }
      />
    </Edit>
  );
};

/** /Category/:id, a store's category. */
const StoreCategoryEdit = () => <CategoryEdit />;

export default StoreCategoryEdit;
