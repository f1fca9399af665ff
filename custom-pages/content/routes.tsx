import { lazy, type ComponentType } from "react";
import { Route } from "react-router-dom";
import { contentResourceRoutes } from "../../resources/content/routes";

type Loader = () => Promise<{ default: ComponentType }>;

/** The store's settings screens kept as pages; the content kinds are Resources. */
const SCREENS: [string, Loader][] = [
  ["/seo", () => import("./seo/SeoPage")],
  ["/entry-modal", () => import("./entry-modal/EntryModalPage")],
];

/** SEO and the entry modal, and the spec's paths of the content kinds (leading to their Resources). */
export const contentRoutes = [
  ...SCREENS.map(([path, load]) => {
    const Page = lazy(load);
    return <Route key={path} path={path} element={<Page />} />;
  }),
  ...contentResourceRoutes,
];
