import { lazy, type ComponentType } from "react";
import { Route } from "react-router-dom";

type Loader = () => Promise<{ default: ComponentType }>;

/** Path and lazily loaded screen; ":id" is "create" for a new record. */
const SCREENS: [string, Loader][] = [
  ["/pages", () => import("./pages/List")],
  ["/pages/:id", () => import("./pages/Edit")],
  ["/blogs", () => import("./blogs/List")],
  ["/blog/:id", () => import("./blogs/Edit")],
  ["/news", () => import("./news/List")],
  ["/news/:id", () => import("./news/Edit")],
  ["/faqs", () => import("./faqs/List")],
  ["/faqs/:id", () => import("./faqs/Edit")],
  ["/redirects", () => import("./redirects/List")],
  ["/redirects/:id", () => import("./redirects/Edit")],
  ["/menus", () => import("./menus/List")],
  ["/menus/:id", () => import("./menus/Edit")],
  ["/gallery", () => import("./gallery/List")],
  ["/gallery/:id", () => import("./gallery/Edit")],
  ["/collections", () => import("./collections/List")],
  ["/collections/create", () => import("./collections/Edit")],
  ["/collections/edit/:id", () => import("./collections/Edit")],
  ["/promotions", () => import("./promotions/List")],
  ["/promotions/edit-add", () => import("./promotions/Edit")],
  ["/seo", () => import("./seo/SeoPage")],
  ["/entry-modal", () => import("./entry-modal/EntryModalPage")],
];

/** Every content screen (pages, blogs, news, FAQs, SEO, redirects, menus, gallery, collections, promotions, entry modal). */
export const contentRoutes = SCREENS.map(([path, load]) => {
  const Page = lazy(load);
  return <Route key={path} path={path} element={<Page />} />;
});
