import { lazy, type ComponentType } from "react";
import { Route } from "react-router-dom";

type Loader = () => Promise<{ default: ComponentType }>;

/** The store's settings screens kept as pages; the content kinds are Resources. */
const SCREENS: [string, Loader][] = [
  ["/seo", () => import("./seo/SeoPage")],
  ["/entry-modal", () => import("./entry-modal/EntryModalPage")],
];

/** SEO and the entry modal: per-store settings, not records. */
export const contentRoutes = [
  ...SCREENS.map(([path, load]) => {
    const Page = lazy(load);
    return <Route key={path} path={path} element={<Page />} />;
  }),
];
