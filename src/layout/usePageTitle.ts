import { useEffect } from "react";
import { useLocation, useTranslate } from "react-admin";
import { findRouteMeta } from "./routing/findRouteMeta";
import { routeTitle } from "./routing/routeTitle";

/** The document title follows every navigation ("<page> · Merch Back Office"). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const brand = translate("app.brand");
    const match = findRouteMeta(pathname);
    document.title = match === null ? brand : `${routeTitle(match, translate)} · ${brand}`;
  }, [pathname, translate]);
}
