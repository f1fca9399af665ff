import type { TranslateFunction } from "react-admin";

const STATIC_TITLES: Record<string, string> = {
  "/": "app.page.main_dashboard",
  "/store-dashboard": "app.page.store_dashboard",
  "/user/edit": "app.page.edit_account",
  "/user/taxes": "app.page.tax_forms",
  "/login": "app.page.login",
  "/register": "app.page.register",
  "/forget": "app.page.forget",
  "/request": "app.page.request",
  "/resend": "app.page.resend",
  "/verify": "app.page.verify",
  "/password/reset": "app.page.password_reset",
  "/404": "app.page.not_found",
  "/access-denied": "app.page.access_denied",
};

const RESOURCE_PATH = /^\/(Website|Product|Order)(?:\/([^/]+))?/;

/** The page name for a router path, e.g. "/Product" -> "Products", "/Website/3/show" -> "Store #3". */
export function pageTitle(pathname: string, translate: TranslateFunction): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const key = STATIC_TITLES[path];
  if (key !== undefined) return translate(key);
  const match = RESOURCE_PATH.exec(path);
  if (match === null) return translate("app.brand");
  const [, resource, id] = match;
  const name = translate(`resources.${resource}.name`, { smart_count: id === undefined ? 2 : 1 });
  if (id === undefined) return name;
  return id === "create" ? translate("ra.page.create", { name }) : `${name} #${decodeURIComponent(id)}`;
}
