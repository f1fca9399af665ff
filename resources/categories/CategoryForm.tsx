import { zodResolver } from "@hookform/resolvers/zod";
import { red } from "@mui/material/colors";
import type { ReactNode } from "react";
import { DeleteButton, SaveButton, SimpleForm, Toolbar } from "react-admin";
import { categoryFormSchema } from "../../domain/categories";
import { CategoryInstantSave } from "./CategoryInstantSave";
import { CategoryParentInput } from "./CategoryParentInput";
import { CategoryTextInputs } from "./CategoryTextInputs";
import type { CategoryPlace } from "./categoryScope";

/** A new category starts at the top level. */
const NEW_CATEGORY = { name: "", slug: "", parent_id: null };

interface CategoryFormProps {
  place: CategoryPlace;
  editing: boolean;
  /** Shown inside the form with the toolbar (the edit screen's conflict dialog). */
  conflict?: ReactNode;
}

const CategoryToolbar = ({ place, editing, conflict }: CategoryFormProps) => (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    {editing ? (
      <DeleteButton
        mutationMode="pessimistic"
        mutationOptions={{ meta: place.meta }}
        redirect={place.path}
        // The toolbar's grey leaves the theme's error red short of 4.5:1; the deepest red reads.
        sx={{ color: red[900] }}
      />
    ) : null}
    {conflict}
  </Toolbar>
);

/**
 * A category's fields, checked by the same rules as the server's (domain/categories.ts); the
 * server's field errors (a slug already used, a parent that would loop) show at their fields.
 */
export const CategoryForm = ({ place, editing, conflict }: CategoryFormProps) => (
  <SimpleForm
    resolver={zodResolver(categoryFormSchema)}
    defaultValues={editing ? undefined : NEW_CATEGORY}
    toolbar={<CategoryToolbar place={place} editing={editing} conflict={conflict} />}
    sx={{ maxWidth: 480 }}
  >
    <CategoryTextInputs slugFollowsName={!editing} />
    <CategoryParentInput place={place} />
    {editing ? <CategoryInstantSave meta={place.meta} /> : null}
  </SimpleForm>
);
