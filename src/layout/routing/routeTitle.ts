import type { TranslateFunction } from "react-admin";
import type { RouteMatch } from "./findRouteMeta";
import { findRouteMeta } from "./findRouteMeta";

export interface Crumb {
  /** Where the crumb leads; the last crumb (the page itself) has none. */
  to?: string;
  label: string;
}

/** "Product Details #37": the page name, with the id where the table asks for it. */
export function routeTitle(match: RouteMatch, translate: TranslateFunction): string {
  const title = translate(match.meta.title);
  const id = match.params.id;
  return match.meta.crumbWithId && id !== undefined ? `${title} #${decodeURIComponent(id)}` : title;
}

/** A parent written with the page's own parameters (`/products/edit/:id`) filled in from its path. */
function filled(parent: string, params: Record<string, string | undefined>): string {
  return parent.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
}

/** Home-most first; a parent that is not in the table ends the chain. */
export function breadcrumbs(pathname: string, translate: TranslateFunction): Crumb[] {
  const current = findRouteMeta(pathname);
  if (current === null) return [];
  const crumbs: Crumb[] = [{ label: routeTitle(current, translate) }];
  let parent = current.meta.parent && filled(current.meta.parent, current.params);
  // The table is small and acyclic; the bound only guards against a typo creating a loop.
  for (let depth = 0; parent !== undefined && depth < 5; depth += 1) {
    const match = findRouteMeta(parent);
    if (match === null) break;
    crumbs.unshift({ to: parent, label: routeTitle(match, translate) });
    parent = match.meta.parent;
  }
  return crumbs;
}
