import type { CategoryScope } from "../../domain/category-tree";
import { useActiveWebsite } from "../../providers/activeWebsite";

/** The whole tree is one list: a store has far fewer categories than this. */
export const CATEGORY_TREE_SIZE = 10_000;

/** Where a category screen works: the active store's tree, or the platform's own (admins). */
export interface CategoryPlace {
  /** null while the active store is not known yet. */
  scope: CategoryScope | null;
  /** What the dataProvider needs to read and write the platform's categories. */
  meta: { platform: true } | undefined;
  /** The list's fixed filter. */
  filter: Record<string, unknown>;
  /** The list's path; its records are `${path}/${id}`, a new one `${path}/create`. */
  path: string;
  /** The server's export knows store categories; the platform's are one small tree. */
  exportable: boolean;
}

export const PLATFORM_CATEGORIES_PATH = "/master/admin/categories";

/** A store's tree; null while the active store is not known yet. */
export const storeCategoryPlace = (websiteId: number | null): CategoryPlace => ({
  scope: websiteId,
  meta: undefined,
  filter: websiteId === null ? {} : { website_id: websiteId },
  path: "/Category",
  exportable: true,
});

export function useCategoryPlace(platform: boolean): CategoryPlace {
  const { websiteId } = useActiveWebsite();
  if (platform)
    return {
      scope: "platform",
      meta: { platform: true },
      filter: {},
      path: PLATFORM_CATEGORIES_PATH,
      exportable: false,
    };
  return storeCategoryPlace(websiteId);
}
