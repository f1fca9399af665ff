import { Children, isValidElement, type ReactNode } from "react";
import { Navigate } from "react-admin";
import { Navigate as RouterNavigate } from "react-router-dom";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEnglishAreas } from "../../src/i18n/en";
import pl from "../../src/i18n/pl";
import { signedInRoutes } from "../../src/routes";
import { findRouteMeta } from "../../src/layout/routing/findRouteMeta";
import { breadcrumbs } from "../../src/layout/routing/routeTitle";
import { ROUTE_META } from "../../src/layout/routing/routeMeta";
import { SpecRedirect } from "../../ui/specRedirects";
import { resetBrowserState } from "./reset";
import { openApp, stubShell, users } from "./shell-helpers";

/** The whole English catalogue: the first page's texts and every area's. */
const en = await loadEnglishAreas();

/** The text a dotted translation key names, or undefined. */
function text(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
}

/** A concrete path for a route pattern: params become 1, a splat nothing. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, "1").replace(/\/\*$/, "");

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** The paths that show a page: nested routes joined, redirects (a Navigate or a spec redirect) left out. */
function pagePaths(routes: ReactNode, prefix = ""): string[] {
  return Children.toArray(routes).flatMap((route) => {
    if (!isValidElement<RouteProps>(route)) return [];
    const { path, index, element, children } = route.props;
    const full = index ? prefix : path?.startsWith("/") ? path : `${prefix}/${path ?? ""}`;
    if (children !== undefined) return pagePaths(children, full);
    if (
      isValidElement(element) &&
      (element.type === Navigate || element.type === RouterNavigate || element.type === SpecRedirect)
    )
      return [];
    return [full];
  });
}

const routePaths = pagePaths(signedInRoutes);

describe("every route has a page title", () => {
  it("finds each signed-in route in the route table", () => {
    expect(routePaths.length).toBeGreaterThan(20);
    const missing = routePaths.filter((path) => findRouteMeta(concrete(path)) === null);
    expect(missing).toEqual([]);
  });

  it("leads each page's breadcrumb to its parent with the page's own ids filled in", () => {
    const translate = (key: string) => String(text(en, key) ?? key);
    expect(breadcrumbs("/products/edit/37/design", translate)).toEqual([
      { to: "/store-dashboard", label: "Store Dashboard" },
      { to: "/Product", label: "Products" },
      { to: "/products/edit/37", label: "Product Details #37" },
      { label: "Product design" },
    ]);
    // Every parent names a row of the table once its parameters are filled in.
    for (const { path, parent } of ROUTE_META) {
      if (parent === undefined) continue;
      expect({ path, parent, found: findRouteMeta(concrete(parent)) !== null }).toEqual({
        path,
        parent,
        found: true,
      });
    }
  });

  it("gives every row of the route table an English and a Polish title", () => {
    for (const { path, title } of ROUTE_META) {
      for (const messages of [en, pl]) {
        const value = text(messages, title);
        expect({ path, title, value: typeof value === "string" && value.trim() !== "" }).toEqual({
          path,
          title,
          value: true,
        });
      }
    }
  });
});

const topBarTitle = () => document.querySelector<HTMLElement>("[data-route-title]");
const portal = () => document.getElementById("react-admin-title");

describe("the top bar names the page", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it.each([
    ["/websites/create", "New store"],
    ["/roles", "Roles and permissions"],
  ])("shows the route table's title on %s, where the page sets none", async (path, title) => {
    stubShell(users.admin, []);
    openApp(users.admin, path);
    await waitFor(() => expect(topBarTitle()?.textContent).toBe(title), { timeout: 20_000 });
    expect(portal()?.textContent).toBe("");
  });

  it("shows only the page's own title where it sets one", async () => {
    // The panel's figures do not matter to its title: unanswered, as a failed load.
    stubShell(users.admin, undefined, {
      "GET /api/admin/panel/stats": () => ({ status: 404, body: { message: "Not found." } }),
    });
    openApp(users.admin, "/master/admin/view");
    await waitFor(() => expect(portal()?.textContent ?? "").not.toBe(""), { timeout: 20_000 });
    // The route table's title hides (CSS) while the page's own fills the portal.
    expect(getComputedStyle(topBarTitle()!).display).toBe("none");
    expect(getComputedStyle(portal()!).display).not.toBe("none");
  });
});
