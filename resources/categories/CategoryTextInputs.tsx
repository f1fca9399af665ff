import { useRef } from "react";
import { TextInput } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { CATEGORY_TEXT_MAX } from "../../domain/categories";
import { slugify } from "../../domain/slug";

const Counter = ({ source }: { source: string }) => {
  const value: unknown = useWatch({ name: source });
  return <>{`${typeof value === "string" ? value.length : 0}/${CATEGORY_TEXT_MAX}`}</>;
};

const limit = { htmlInput: { maxLength: CATEGORY_TEXT_MAX } };

/**
 * Name and slug, each with its counter. The slug follows the name (domain/slug.ts: accents and
 * spaces to hyphens) until the user types a slug of their own; an existing category keeps its slug.
 */
export const CategoryTextInputs = ({ slugFollowsName }: { slugFollowsName: boolean }) => {
  const { setValue } = useFormContext();
  const slugTouched = useRef(!slugFollowsName);
  return (
    <>
      <TextInput
        source="name"
        label="app.catalogue.categories.name"
        isRequired
        autoFocus
        slotProps={limit}
        helperText={<Counter source="name" />}
        onChange={(event: { target: { value: string } }) => {
          if (!slugTouched.current)
            setValue("slug", slugify(event.target.value, CATEGORY_TEXT_MAX), { shouldDirty: true });
        }}
      />
      <TextInput
        source="slug"
        label="app.catalogue.categories.slug"
        isRequired
        slotProps={limit}
        helperText={<Counter source="slug" />}
        onChange={(event: { target: { value: string } }) => {
          slugTouched.current = event.target.value !== "";
        }}
      />
    </>
  );
};
