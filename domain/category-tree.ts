/**
 * Categories as a tree and as rows, without the schema library: the SPA's first page and its
 * category screens use these, the wire schema is in contracts/categories.
 */
/** One category with its sub-categories, as the category routes answer them. */
export interface CategoryNode {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  childOf: number | null;
  sort_order: number;
  /** Bumped by every save; a save sends it back to be refused if someone saved since. */
  version: number;
  childrens: CategoryNode[];
}

/** A store's categories, or "platform" for the admin's own tree (/master/admin/categories). */
export type CategoryScope = number | "platform";

export interface CategoryBody {
  name: string;
  slug: string;
  childOf: number | null;
}

/** A category as one row of a list (the Category record): its parent is `parent_id`. */
export interface CategoryRecord {
  id: number;
  website_id: number | null;
  name: string;
  real_name: string | null;
  slug: string;
  parent_id: number | null;
  sort_order: number;
  version: number;
}

export function categoryNode(row: CategoryRecord): CategoryNode {
  return {
    id: row.id,
    website_id: row.website_id,
    name: row.name,
    real_name: row.real_name,
    slug: row.slug,
    childOf: row.parent_id,
    sort_order: row.sort_order,
    version: row.version,
    childrens: [],
  };
}

/**
 * Rows in display order (sort_order, then id) as a tree: each category's childOf and childrens,
 * siblings in the rows' order. Rows whose parent is not among them become roots.
 */
export function categoryTree(rows: readonly CategoryRecord[]): CategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, categoryNode(r)]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.childOf === null ? undefined : nodes.get(node.childOf);
    if (parent) parent.childrens.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A tree back to rows, depth first: the parent as `parent_id`. */
export function categoryRows(tree: readonly CategoryNode[]): CategoryRecord[] {
  return tree.flatMap(({ childrens, childOf, ...node }) => [
    {
      id: node.id,
      website_id: node.website_id,
      name: node.name,
      real_name: node.real_name,
      slug: node.slug,
      parent_id: childOf,
      sort_order: node.sort_order,
      version: node.version,
    },
    ...categoryRows(childrens),
  ]);
}
