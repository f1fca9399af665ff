import { useEffect, useRef, useState } from "react";
import { slugify } from "../../domain/slug";
import type { CategoryNode } from "../../domain/contracts/categories";

export const CATEGORY_TEXT_MAX = 50;

export interface CategoryFormValues {
  name: string;
  slug: string;
  childOf: number | null;
}

/**
 * The dialog's fields. The slug follows the name (domain/slug.ts: accents and spaces to hyphens)
 * until the user types a slug of their own; an existing category keeps its slug.
 */
export function useCategoryForm(category: CategoryNode | null, open: boolean, defaultParent: number | null) {
  const [values, setValues] = useState<CategoryFormValues>({ name: "", slug: "", childOf: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const slugTouched = useRef(false);

  useEffect(() => {
    if (!open) return;
    setValues(
      category
        ? { name: category.name, slug: category.slug, childOf: category.childOf }
        : { name: "", slug: "", childOf: defaultParent },
    );
    setErrors({});
    slugTouched.current = category !== null;
  }, [open, category, defaultParent]);

  return {
    values,
    errors,
    setErrors,
    setName: (name: string) => {
      const cut = name.slice(0, CATEGORY_TEXT_MAX);
      setValues((v) => ({
        ...v,
        name: cut,
        slug: slugTouched.current ? v.slug : slugify(cut, CATEGORY_TEXT_MAX),
      }));
      setErrors(({ name: _dropped, ...rest }) => rest);
    },
    setSlug: (slug: string) => {
      slugTouched.current = slug !== "";
      setValues((v) => ({ ...v, slug: slug.slice(0, CATEGORY_TEXT_MAX) }));
      setErrors(({ slug: _dropped, ...rest }) => rest);
    },
    setParent: (childOf: number | null) => setValues((v) => ({ ...v, childOf })),
  };
}
