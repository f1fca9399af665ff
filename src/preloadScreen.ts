/** The screens of one Resource, as its index module exports them. */
export interface ResourceScreens {
  list?: unknown;
  create?: unknown;
  edit?: unknown;
  show?: unknown;
}

export type ScreenView = "list" | "create" | "edit" | "show";

const canPreload = (screen: unknown): screen is { preload: () => Promise<unknown> } =>
  typeof screen === "object" &&
  screen !== null &&
  typeof (screen as { preload?: unknown }).preload === "function";

/** "Product", "products" and "gift-cards" name the same resources as "Product" and "GiftCard". */
const plain = (name: string) => name.toLowerCase().replace(/[-_]/g, "").replace(/s$/, "");

/**
 * Which resource screen a path (below the app's base) opens, by react-admin's routes
 * (/Product, /Product/create, /Product/12, /Product/12/show) and the spec's lowercase plural
 * aliases (/products, /products/edit/12, /products/edit/custom/12).
 */
export function screenForPath(
  path: string,
  resources: Record<string, ResourceScreens>,
): { resource: string; view: ScreenView } | null {
  const [first, second, third, fourth] = path.split(/[?#]/)[0].split("/").filter(Boolean);
  if (first === undefined) return null;
  const resource =
    first in resources ? first : Object.keys(resources).find((name) => plain(name) === plain(first));
  if (resource === undefined) return null;
  const id = /^\d+$/;
  if (second === undefined) return { resource, view: "list" };
  if (second === "create") return { resource, view: "create" };
  if (second === "edit" && (id.test(third ?? "") || id.test(fourth ?? ""))) return { resource, view: "edit" };
  if (!id.test(second)) return null;
  return { resource, view: third === "show" ? "show" : "edit" };
}

/**
 * Starts the download of the screen the address points to right away, alongside the session
 * check and the shell, instead of after them: the page's chunk is then in hand when the layout
 * first renders it.
 */
export function preloadScreenFor(path: string, resources: Record<string, ResourceScreens>): void {
  const match = screenForPath(path, resources);
  const screen = match === null ? undefined : resources[match.resource][match.view];
  if (canPreload(screen)) void screen.preload().catch(() => undefined);
}
