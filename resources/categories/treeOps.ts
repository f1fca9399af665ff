import type { CategoryNode } from "../../domain/category-tree";

export interface FlatCategory {
  node: CategoryNode;
  depth: number;
}

/** Depth-first, in display order: the rows of the tree view and the picker. */
export function flatten(tree: readonly CategoryNode[], depth = 0): FlatCategory[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.childrens, depth + 1)]);
}

/** The ids of a category and everything inside it: none of them may become its parent. */
export function subtreeIds(tree: readonly CategoryNode[], id: number): Set<number> {
  const found = flatten(tree).find((f) => f.node.id === id)?.node;
  return new Set(found ? flatten([found]).map((f) => f.node.id) : []);
}

/** What POST /api/categories/order wants: every category with its parent, in the new order. */
export function orderItems(tree: readonly CategoryNode[]): { id: number; childOf: number | null }[] {
  return flatten(tree).map(({ node }) => ({ id: node.id, childOf: node.childOf }));
}

function detach(
  tree: readonly CategoryNode[],
  id: number,
): { rest: CategoryNode[]; taken: CategoryNode | null } {
  const found: { node: CategoryNode | null } = { node: null };
  const walk = (nodes: readonly CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => {
      if (node.id === id) {
        found.node = node;
        return [];
      }
      return [{ ...node, childrens: walk(node.childrens) }];
    });
  const rest = walk(tree);
  return { rest, taken: found.node };
}

function insertAt(
  tree: readonly CategoryNode[],
  parentId: number | null,
  index: number,
  moved: CategoryNode,
): CategoryNode[] {
  const placed = { ...moved, childOf: parentId };
  if (parentId === null) {
    const copy = [...tree];
    copy.splice(index, 0, placed);
    return copy;
  }
  return tree.map((node) => {
    if (node.id === parentId) {
      const childrens = [...node.childrens];
      childrens.splice(index, 0, placed);
      return { ...node, childrens };
    }
    return { ...node, childrens: insertAt(node.childrens, parentId, index, moved) };
  });
}

function siblingsOf(tree: readonly CategoryNode[], parentId: number | null): readonly CategoryNode[] {
  if (parentId === null) return tree;
  return flatten(tree).find((f) => f.node.id === parentId)?.node.childrens ?? [];
}

/**
 * Drag and drop: the dragged category lands just before the target, as its sibling. Dropping a
 * category onto itself or into its own subtree changes nothing (null).
 */
export function moveBefore(
  tree: readonly CategoryNode[],
  draggedId: number,
  targetId: number,
): CategoryNode[] | null {
  if (subtreeIds(tree, draggedId).has(targetId)) return null;
  const { rest, taken } = detach(tree, draggedId);
  const target = flatten(rest).find((f) => f.node.id === targetId)?.node;
  if (!taken || !target) return null;
  const index = siblingsOf(rest, target.childOf).findIndex((n) => n.id === targetId);
  return insertAt(rest, target.childOf, index, taken);
}

/** Drop onto a category's "inside" zone: it becomes that category's last child. */
export function moveInto(
  tree: readonly CategoryNode[],
  draggedId: number,
  parentId: number,
): CategoryNode[] | null {
  if (subtreeIds(tree, draggedId).has(parentId)) return null;
  const { rest, taken } = detach(tree, draggedId);
  if (!taken) return null;
  return insertAt(rest, parentId, siblingsOf(rest, parentId).length, taken);
}

/** The keyboard way: one place up (-1) or down (+1) among its siblings. */
export function moveAmongSiblings(
  tree: readonly CategoryNode[],
  id: number,
  delta: -1 | 1,
): CategoryNode[] | null {
  const node = flatten(tree).find((f) => f.node.id === id)?.node;
  if (!node) return null;
  const siblings = siblingsOf(tree, node.childOf);
  const index = siblings.findIndex((n) => n.id === id);
  const next = index + delta;
  if (next < 0 || next >= siblings.length) return null;
  const { rest, taken } = detach(tree, id);
  return taken ? insertAt(rest, node.childOf, next, taken) : null;
}
